import * as migration_20261121_144803_initial from './20261121_144803_initial';
import * as migration_20261121_162841_invitation_codes from './20261121_162841_invitation_codes';
import * as migration_20261121_163306_email_outbox from './20261121_163306_email_outbox';
import * as migration_20261121_165642_auth from './20261121_165642_auth';
import * as migration_20261121_171533_account_lockout_by_rate_limit from './20261121_171533_account_lockout_by_rate_limit';
import * as migration_20261121_173450_memberships from './20261121_173450_memberships';
import * as migration_20261121_175022_stripe_event_status from './20261121_175022_stripe_event_status';
import * as migration_20261121_175836_cme from './20261121_175836_cme';
import * as migration_20261121_181117_user_efn from './20261121_181117_user_efn';
import * as migration_20261121_181816_doctor_profiles_postal_codes from './20261121_181816_doctor_profiles_postal_codes';
import * as migration_20261121_193144_studio_translations_audio from './20261121_193144_studio_translations_audio';
import * as migration_20261121_195038_users_supabase_id from './20261121_195038_users_supabase_id';
import * as migration_20261121_214144_newsletter_subscribers from './20261121_214144_newsletter_subscribers';
import * as migration_20261121_214500_article_search from './20261121_214500_article_search';
import * as migration_20261123_191139_verification_link_expiry from './20261123_191139_verification_link_expiry';
import * as migration_20261123_195057_invitation_requests from './20261123_195057_invitation_requests';
import * as migration_20261123_220044_ui_strings_edited from './20261123_220044_ui_strings_edited';
import * as migration_20261123_221435_localized_quizzes from './20261123_221435_localized_quizzes';
import * as migration_20261123_233509_studio_job_titles_audio_hash from './20261123_233509_studio_job_titles_audio_hash';
import * as migration_20261123_234648_pages_localized from './20261123_234648_pages_localized';
import * as migration_20261124_005814_media_webp_sizes from './20261124_005814_media_webp_sizes';
import * as migration_20261124_021120_quiz_attempt_titles from './20261124_021120_quiz_attempt_titles';
import * as migration_20261125_220842_login_token_browser from './20261125_220842_login_token_browser';
import * as migration_20261126_011715_s3_media_fields from './20261126_011715_s3_media_fields';
import * as migration_20261126_011942_job_leases from './20261126_011942_job_leases';
import * as migration_20261126_015028_quiz_records_outlive_quizzes from './20261126_015028_quiz_records_outlive_quizzes';
import * as migration_20261126_045150_cme_account from './20261126_045150_cme_account';
import * as migration_20261126_045402_newsletter_issues from './20261126_045402_newsletter_issues';
import * as migration_20261126_051220_studio_trash_revisions_editors from './20261126_051220_studio_trash_revisions_editors';
import * as migration_20261126_054310_article_counterpart from './20261126_054310_article_counterpart';
import * as migration_20261126_055807_newsletter_digest_schedule from './20261126_055807_newsletter_digest_schedule';
import * as migration_20261126_082351_article_autosave_schedule_publish from './20261126_082351_article_autosave_schedule_publish';
import * as migration_20261126_082502_cme_reminders from './20261126_082502_cme_reminders';
import * as migration_20261126_090608_profile_languages_cme from './20261126_090608_profile_languages_cme';
import * as migration_20261126_114941_bulk_translation_batches from './20261126_114941_bulk_translation_batches';
import * as migration_20261126_151053_page_drafts from './20261126_151053_page_drafts';
import * as migration_20261126_160517_translation_provenance from './20261126_160517_translation_provenance';
import * as migration_20261127_173232_certificates_private_prefix from './20261127_173232_certificates_private_prefix';
import * as migration_20261127_174412_practices from './20261127_174412_practices';
import * as migration_20261127_185006_practice_owner_reminders from './20261127_185006_practice_owner_reminders';
import * as migration_20261127_205745_team_seats from './20261127_205745_team_seats';
import * as migration_20261127_210706_privacy_retention_task from './20261127_210706_privacy_retention_task';
import * as migration_20261127_211026_newsletter_missing_languages from './20261127_211026_newsletter_missing_languages';
import * as migration_20261127_212118_profile_reverification from './20261127_212118_profile_reverification';
import * as migration_20261127_212907_cme_identity_fields from './20261127_212907_cme_identity_fields';
import * as migration_20261127_213500_search_trigram from './20261127_213500_search_trigram';
import * as migration_20261127_220943_schema_snapshot from './20261127_220943_schema_snapshot';
import * as migration_20261128_004547_account_export_job from './20261128_004547_account_export_job';
import * as migration_20261128_004603_import_jobs from './20261128_004603_import_jobs';
import * as migration_20261128_012415_schema_snapshot from './20261128_012415_schema_snapshot';
import * as migration_20261128_031654_newsletter_measuring from './20261128_031654_newsletter_measuring';
import * as migration_20261128_072150_deliveries_unlinked_after_retention from './20261128_072150_deliveries_unlinked_after_retention';

export const migrations = [
  {
    up: migration_20261121_144803_initial.up,
    down: migration_20261121_144803_initial.down,
    name: '20261121_144803_initial',
  },
  {
    up: migration_20261121_162841_invitation_codes.up,
    down: migration_20261121_162841_invitation_codes.down,
    name: '20261121_162841_invitation_codes',
  },
  {
    up: migration_20261121_163306_email_outbox.up,
    down: migration_20261121_163306_email_outbox.down,
    name: '20261121_163306_email_outbox',
  },
  {
    up: migration_20261121_165642_auth.up,
    down: migration_20261121_165642_auth.down,
    name: '20261121_165642_auth',
  },
  {
    up: migration_20261121_171533_account_lockout_by_rate_limit.up,
    down: migration_20261121_171533_account_lockout_by_rate_limit.down,
    name: '20261121_171533_account_lockout_by_rate_limit',
  },
  {
    up: migration_20261121_173450_memberships.up,
    down: migration_20261121_173450_memberships.down,
    name: '20261121_173450_memberships',
  },
  {
    up: migration_20261121_175022_stripe_event_status.up,
    down: migration_20261121_175022_stripe_event_status.down,
    name: '20261121_175022_stripe_event_status',
  },
  {
    up: migration_20261121_175836_cme.up,
    down: migration_20261121_175836_cme.down,
    name: '20261121_175836_cme',
  },
  {
    up: migration_20261121_181117_user_efn.up,
    down: migration_20261121_181117_user_efn.down,
    name: '20261121_181117_user_efn',
  },
  {
    up: migration_20261121_181816_doctor_profiles_postal_codes.up,
    down: migration_20261121_181816_doctor_profiles_postal_codes.down,
    name: '20261121_181816_doctor_profiles_postal_codes',
  },
  {
    up: migration_20261121_193144_studio_translations_audio.up,
    down: migration_20261121_193144_studio_translations_audio.down,
    name: '20261121_193144_studio_translations_audio',
  },
  {
    up: migration_20261121_195038_users_supabase_id.up,
    down: migration_20261121_195038_users_supabase_id.down,
    name: '20261121_195038_users_supabase_id',
  },
  {
    up: migration_20261121_214144_newsletter_subscribers.up,
    down: migration_20261121_214144_newsletter_subscribers.down,
    name: '20261121_214144_newsletter_subscribers',
  },
  {
    up: migration_20261121_214500_article_search.up,
    down: migration_20261121_214500_article_search.down,
    name: '20261121_214500_article_search',
  },
  {
    up: migration_20261123_191139_verification_link_expiry.up,
    down: migration_20261123_191139_verification_link_expiry.down,
    name: '20261123_191139_verification_link_expiry',
  },
  {
    up: migration_20261123_195057_invitation_requests.up,
    down: migration_20261123_195057_invitation_requests.down,
    name: '20261123_195057_invitation_requests',
  },
  {
    up: migration_20261123_220044_ui_strings_edited.up,
    down: migration_20261123_220044_ui_strings_edited.down,
    name: '20261123_220044_ui_strings_edited',
  },
  {
    up: migration_20261123_221435_localized_quizzes.up,
    down: migration_20261123_221435_localized_quizzes.down,
    name: '20261123_221435_localized_quizzes',
  },
  {
    up: migration_20261123_233509_studio_job_titles_audio_hash.up,
    down: migration_20261123_233509_studio_job_titles_audio_hash.down,
    name: '20261123_233509_studio_job_titles_audio_hash',
  },
  {
    up: migration_20261123_234648_pages_localized.up,
    down: migration_20261123_234648_pages_localized.down,
    name: '20261123_234648_pages_localized',
  },
  {
    up: migration_20261124_005814_media_webp_sizes.up,
    down: migration_20261124_005814_media_webp_sizes.down,
    name: '20261124_005814_media_webp_sizes',
  },
  {
    up: migration_20261124_021120_quiz_attempt_titles.up,
    down: migration_20261124_021120_quiz_attempt_titles.down,
    name: '20261124_021120_quiz_attempt_titles',
  },
  {
    up: migration_20261125_220842_login_token_browser.up,
    down: migration_20261125_220842_login_token_browser.down,
    name: '20261125_220842_login_token_browser',
  },
  {
    up: migration_20261126_011715_s3_media_fields.up,
    down: migration_20261126_011715_s3_media_fields.down,
    name: '20261126_011715_s3_media_fields',
  },
  {
    up: migration_20261126_011942_job_leases.up,
    down: migration_20261126_011942_job_leases.down,
    name: '20261126_011942_job_leases',
  },
  {
    up: migration_20261126_015028_quiz_records_outlive_quizzes.up,
    down: migration_20261126_015028_quiz_records_outlive_quizzes.down,
    name: '20261126_015028_quiz_records_outlive_quizzes',
  },
  {
    up: migration_20261126_045150_cme_account.up,
    down: migration_20261126_045150_cme_account.down,
    name: '20261126_045150_cme_account',
  },
  {
    up: migration_20261126_045402_newsletter_issues.up,
    down: migration_20261126_045402_newsletter_issues.down,
    name: '20261126_045402_newsletter_issues',
  },
  {
    up: migration_20261126_051220_studio_trash_revisions_editors.up,
    down: migration_20261126_051220_studio_trash_revisions_editors.down,
    name: '20261126_051220_studio_trash_revisions_editors',
  },
  {
    up: migration_20261126_054310_article_counterpart.up,
    down: migration_20261126_054310_article_counterpart.down,
    name: '20261126_054310_article_counterpart',
  },
  {
    up: migration_20261126_055807_newsletter_digest_schedule.up,
    down: migration_20261126_055807_newsletter_digest_schedule.down,
    name: '20261126_055807_newsletter_digest_schedule',
  },
  {
    up: migration_20261126_082351_article_autosave_schedule_publish.up,
    down: migration_20261126_082351_article_autosave_schedule_publish.down,
    name: '20261126_082351_article_autosave_schedule_publish',
  },
  {
    up: migration_20261126_082502_cme_reminders.up,
    down: migration_20261126_082502_cme_reminders.down,
    name: '20261126_082502_cme_reminders',
  },
  {
    up: migration_20261126_090608_profile_languages_cme.up,
    down: migration_20261126_090608_profile_languages_cme.down,
    name: '20261126_090608_profile_languages_cme',
  },
  {
    up: migration_20261126_114941_bulk_translation_batches.up,
    down: migration_20261126_114941_bulk_translation_batches.down,
    name: '20261126_114941_bulk_translation_batches',
  },
  {
    up: migration_20261126_151053_page_drafts.up,
    down: migration_20261126_151053_page_drafts.down,
    name: '20261126_151053_page_drafts',
  },
  {
    up: migration_20261126_160517_translation_provenance.up,
    down: migration_20261126_160517_translation_provenance.down,
    name: '20261126_160517_translation_provenance',
  },
  {
    up: migration_20261127_173232_certificates_private_prefix.up,
    down: migration_20261127_173232_certificates_private_prefix.down,
    name: '20261127_173232_certificates_private_prefix',
  },
  {
    up: migration_20261127_174412_practices.up,
    down: migration_20261127_174412_practices.down,
    name: '20261127_174412_practices',
  },
  {
    up: migration_20261127_185006_practice_owner_reminders.up,
    down: migration_20261127_185006_practice_owner_reminders.down,
    name: '20261127_185006_practice_owner_reminders',
  },
  {
    up: migration_20261127_205745_team_seats.up,
    down: migration_20261127_205745_team_seats.down,
    name: '20261127_205745_team_seats',
  },
  {
    up: migration_20261127_210706_privacy_retention_task.up,
    down: migration_20261127_210706_privacy_retention_task.down,
    name: '20261127_210706_privacy_retention_task',
  },
  {
    up: migration_20261127_211026_newsletter_missing_languages.up,
    down: migration_20261127_211026_newsletter_missing_languages.down,
    name: '20261127_211026_newsletter_missing_languages',
  },
  {
    up: migration_20261127_212118_profile_reverification.up,
    down: migration_20261127_212118_profile_reverification.down,
    name: '20261127_212118_profile_reverification',
  },
  {
    up: migration_20261127_212907_cme_identity_fields.up,
    down: migration_20261127_212907_cme_identity_fields.down,
    name: '20261127_212907_cme_identity_fields',
  },
  {
    up: migration_20261127_213500_search_trigram.up,
    down: migration_20261127_213500_search_trigram.down,
    name: '20261127_213500_search_trigram',
  },
  {
    up: migration_20261127_220943_schema_snapshot.up,
    down: migration_20261127_220943_schema_snapshot.down,
    name: '20261127_220943_schema_snapshot',
  },
  {
    up: migration_20261128_004547_account_export_job.up,
    down: migration_20261128_004547_account_export_job.down,
    name: '20261128_004547_account_export_job',
  },
  {
    up: migration_20261128_004603_import_jobs.up,
    down: migration_20261128_004603_import_jobs.down,
    name: '20261128_004603_import_jobs',
  },
  {
    up: migration_20261128_012415_schema_snapshot.up,
    down: migration_20261128_012415_schema_snapshot.down,
    name: '20261128_012415_schema_snapshot',
  },
  {
    up: migration_20261128_031654_newsletter_measuring.up,
    down: migration_20261128_031654_newsletter_measuring.down,
    name: '20261128_031654_newsletter_measuring',
  },
  {
    up: migration_20261128_072150_deliveries_unlinked_after_retention.up,
    down: migration_20261128_072150_deliveries_unlinked_after_retention.down,
    name: '20261128_072150_deliveries_unlinked_after_retention'
  },
];
