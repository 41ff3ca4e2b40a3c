import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Makes quiz questions, choices and explanations localized; existing texts become German. */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quizzes_questions_choices_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "quizzes_questions_locales" (
  	"question_md" varchar NOT NULL,
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  ALTER TABLE "quizzes_questions_choices_locales" ADD CONSTRAINT "quizzes_questions_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes_questions_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes_questions_locales" ADD CONSTRAINT "quizzes_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes_questions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "quizzes_questions_choices_locales_locale_parent_id_unique" ON "quizzes_questions_choices_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "quizzes_questions_locales_locale_parent_id_unique" ON "quizzes_questions_locales" USING btree ("_locale","_parent_id");
  -- The quizzes written so far are German: their texts become the German locale.
  INSERT INTO "quizzes_questions_locales" ("question_md", "explanation", "_locale", "_parent_id")
    SELECT "question_md", "explanation", 'de', "id" FROM "quizzes_questions";
  INSERT INTO "quizzes_questions_choices_locales" ("text", "_locale", "_parent_id")
    SELECT "text", 'de', "id" FROM "quizzes_questions_choices";
  ALTER TABLE "quizzes_questions_choices" DROP COLUMN "text";
  ALTER TABLE "quizzes_questions" DROP COLUMN "question_md";
  ALTER TABLE "quizzes_questions" DROP COLUMN "explanation";`)
}

/** Keeps only the German texts of quizzes. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quizzes_questions_choices" ADD COLUMN "text" varchar;
  ALTER TABLE "quizzes_questions" ADD COLUMN "question_md" varchar;
  ALTER TABLE "quizzes_questions" ADD COLUMN "explanation" varchar;
  -- Back to one language: the German texts stay, translations are dropped.
  UPDATE "quizzes_questions_choices" c SET "text" = l."text"
    FROM "quizzes_questions_choices_locales" l WHERE l."_parent_id" = c."id" AND l."_locale" = 'de';
  UPDATE "quizzes_questions" q SET "question_md" = l."question_md", "explanation" = l."explanation"
    FROM "quizzes_questions_locales" l WHERE l."_parent_id" = q."id" AND l."_locale" = 'de';
  UPDATE "quizzes_questions_choices" SET "text" = '' WHERE "text" IS NULL;
  UPDATE "quizzes_questions" SET "question_md" = '' WHERE "question_md" IS NULL;
  ALTER TABLE "quizzes_questions_choices" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "quizzes_questions" ALTER COLUMN "question_md" SET NOT NULL;
  DROP TABLE "quizzes_questions_choices_locales" CASCADE;
  DROP TABLE "quizzes_questions_locales" CASCADE;`)
}
