import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quiz_attempts_status" AS ENUM('open', 'submitted');
  CREATE TABLE "quizzes_questions_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "quizzes_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_md" varchar NOT NULL,
  	"correct_index" numeric NOT NULL,
  	"explanation" varchar
  );
  
  CREATE TABLE "quizzes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"article_id" integer NOT NULL,
  	"topic" varchar NOT NULL,
  	"cme_credits" numeric DEFAULT 2,
  	"estimated_minutes" numeric DEFAULT 15,
  	"questions_per_attempt" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quiz_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"quiz_id" integer NOT NULL,
  	"attempt_number" numeric NOT NULL,
  	"status" "enum_quiz_attempts_status" DEFAULT 'open',
  	"layout" jsonb NOT NULL,
  	"answers" jsonb,
  	"score" numeric,
  	"percentage" numeric,
  	"passed" boolean,
  	"time_spent" numeric,
  	"submitted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cme_credits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"quiz_id" integer NOT NULL,
  	"article_id" integer,
  	"module_title" varchar NOT NULL,
  	"topic" varchar NOT NULL,
  	"credits" numeric NOT NULL,
  	"percentage" numeric NOT NULL,
  	"time_spent" numeric,
  	"certificate_id" varchar NOT NULL,
  	"awarded_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quizzes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quiz_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cme_credits_id" integer;
  ALTER TABLE "settings" ADD COLUMN "cme_provider" varchar DEFAULT 'Dentaljournal';
  ALTER TABLE "settings" ADD COLUMN "cme_recognition_statement" varchar DEFAULT 'Die Fortbildung entspricht den Leitsätzen und der Punktebewertung von BZÄK und DGZMK für die zahnärztliche Fortbildung (Kategorie C: interaktive Fortbildung mit erfolgreicher Lernerfolgskontrolle).';
  ALTER TABLE "quizzes_questions_choices" ADD CONSTRAINT "quizzes_questions_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes_questions" ADD CONSTRAINT "quizzes_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cme_credits" ADD CONSTRAINT "cme_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cme_credits" ADD CONSTRAINT "cme_credits_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cme_credits" ADD CONSTRAINT "cme_credits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quizzes_questions_choices_order_idx" ON "quizzes_questions_choices" USING btree ("_order");
  CREATE INDEX "quizzes_questions_choices_parent_id_idx" ON "quizzes_questions_choices" USING btree ("_parent_id");
  CREATE INDEX "quizzes_questions_order_idx" ON "quizzes_questions" USING btree ("_order");
  CREATE INDEX "quizzes_questions_parent_id_idx" ON "quizzes_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "quizzes_article_idx" ON "quizzes" USING btree ("article_id");
  CREATE INDEX "quizzes_topic_idx" ON "quizzes" USING btree ("topic");
  CREATE INDEX "quizzes_updated_at_idx" ON "quizzes" USING btree ("updated_at");
  CREATE INDEX "quizzes_created_at_idx" ON "quizzes" USING btree ("created_at");
  CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id");
  CREATE INDEX "quiz_attempts_quiz_idx" ON "quiz_attempts" USING btree ("quiz_id");
  CREATE INDEX "quiz_attempts_updated_at_idx" ON "quiz_attempts" USING btree ("updated_at");
  CREATE INDEX "quiz_attempts_created_at_idx" ON "quiz_attempts" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_quiz_attemptNumber_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id","attempt_number");
  CREATE INDEX "cme_credits_user_idx" ON "cme_credits" USING btree ("user_id");
  CREATE INDEX "cme_credits_quiz_idx" ON "cme_credits" USING btree ("quiz_id");
  CREATE INDEX "cme_credits_article_idx" ON "cme_credits" USING btree ("article_id");
  CREATE INDEX "cme_credits_topic_idx" ON "cme_credits" USING btree ("topic");
  CREATE UNIQUE INDEX "cme_credits_certificate_id_idx" ON "cme_credits" USING btree ("certificate_id");
  CREATE INDEX "cme_credits_updated_at_idx" ON "cme_credits" USING btree ("updated_at");
  CREATE INDEX "cme_credits_created_at_idx" ON "cme_credits" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_quiz_idx" ON "cme_credits" USING btree ("user_id","quiz_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quizzes_fk" FOREIGN KEY ("quizzes_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quiz_attempts_fk" FOREIGN KEY ("quiz_attempts_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cme_credits_fk" FOREIGN KEY ("cme_credits_id") REFERENCES "public"."cme_credits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quizzes_id_idx" ON "payload_locked_documents_rels" USING btree ("quizzes_id");
  CREATE INDEX "payload_locked_documents_rels_quiz_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("quiz_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_cme_credits_id_idx" ON "payload_locked_documents_rels" USING btree ("cme_credits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quizzes_questions_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzes_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quizzes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quiz_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cme_credits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quizzes_questions_choices" CASCADE;
  DROP TABLE "quizzes_questions" CASCADE;
  DROP TABLE "quizzes" CASCADE;
  DROP TABLE "quiz_attempts" CASCADE;
  DROP TABLE "cme_credits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quizzes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quiz_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cme_credits_fk";
  
  DROP INDEX "payload_locked_documents_rels_quizzes_id_idx";
  DROP INDEX "payload_locked_documents_rels_quiz_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_cme_credits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quizzes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quiz_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cme_credits_id";
  ALTER TABLE "settings" DROP COLUMN "cme_provider";
  ALTER TABLE "settings" DROP COLUMN "cme_recognition_statement";
  DROP TYPE "public"."enum_quiz_attempts_status";`)
}
