/**
 * Every `code` an error answer of the product API can carry, with its German default
 * `message`. This list is the one source of truth: `jsonError` accepts only these codes, the
 * browser shows `ApiErrors.<code>` from the reader's catalogue (`messages/*.json`) and the
 * server's `message` only when the catalogue has no entry, and the catalogue test checks
 * that every code here has an entry in all catalogues.
 *
 * Codes are stable: clients may branch on them, so a code is never renamed or reused for
 * another meaning. The Supabase-mode codes kept their original camelCase names (clients of
 * `docs/architecture.md`'s Supabase mode already depend on them).
 */
export const API_ERRORS = {
  // Request form: any route
  not_found: 'Nicht gefunden',
  method_not_allowed: 'Diese Methode ist hier nicht erlaubt.',
  malformed_url: 'Die Adresse ist fehlerhaft.',
  cross_site_refused: 'Anfrage von einer fremden Website abgelehnt.',
  invalid_query: 'Die Anfrage enthält ungültige Parameter.',
  invalid_input: 'Die Eingaben sind ungültig. Bitte prüfen Sie sie.',
  invalid_body: 'Der Inhalt der Anfrage muss JSON sein.',
  body_too_large: 'Die Anfrage ist zu groß.',
  query_too_expensive:
    'Die Abfrage ist zu umfangreich. Bitte fragen Sie weniger Einträge auf einmal ab.',
  internal_error: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  service_unavailable:
    'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  rate_limited: 'Zu viele Versuche. Bitte warten Sie einige Minuten.',
  // Accounts
  not_signed_in: 'Nicht angemeldet',
  not_permitted: 'Dafür fehlt Ihnen die Berechtigung.',
  invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  email_unverified:
    'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse. Wir haben Ihnen den Bestätigungslink erneut gesendet.',
  current_password_wrong: 'Aktuelles Passwort falsch',
  deletion_confirmation_required:
    'Bitte bestätigen Sie die Löschung mit Ihrem aktuellen Passwort oder über den Bestätigungslink per E-Mail.',
  reset_link_invalid: 'Der Zurücksetzungslink ist ungültig oder abgelaufen.',
  link_invalid: 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.',
  confirmation_required:
    'Bitte bestätigen Sie auf der Seite des Links, dass Sie sich mit diesem Konto anmelden möchten.',
  sign_in_provider_unavailable: 'Dieser Anmeldeanbieter ist nicht eingerichtet.',
  invitation_invalid: 'Der Einladungscode ist ungültig, abgelaufen oder bereits aufgebraucht.',
  invitation_other_email:
    'Dieser Einladungscode gilt nur für die E-Mail-Adresse, an die die Einladung gesendet wurde.',
  invitation_request_not_found: 'Einladungsanfrage nicht gefunden',
  invitation_request_decided: 'Diese Anfrage wurde bereits entschieden.',
  // Supabase mode (`lib/auth/supabase/link.ts`)
  supabaseLinkRequired:
    'Zu dieser E-Mail-Adresse besteht bereits ein Konto im Journal. Bestätigen Sie es einmal mit seinem Passwort.',
  supabaseModeOff: 'Die Anmeldung über Supabase ist nicht eingerichtet.',
  notSignedIn: 'Nicht angemeldet',
  nothingToLink:
    'Zu dieser E-Mail-Adresse gibt es kein Konto im Journal, das verknüpft werden kann.',
  notLinkable: 'Dieses Konto kann nicht verknüpft werden.',
  wrongPassword: 'Das Passwort des Journal-Kontos ist falsch.',
  unverified: 'Die E-Mail-Adresse des Journal-Kontos ist noch nicht bestätigt.',
  // Reading
  article_not_found: 'Artikel nicht gefunden',
  category_not_found: 'Kategorie nicht gefunden',
  invalid_locale: 'Diese Sprache gibt es nicht.',
  feed_not_found: 'Feed nicht gefunden',
  file_not_found: 'Datei nicht gefunden',
  audio_not_found: 'Für diese Sprache gibt es keine Audiofassung.',
  premium_required: 'Premium-Mitgliedschaft erforderlich',
  invalid_image_size: 'Breite und Höhe liegen außerhalb des erlaubten Bereichs.',
  // Media uploads (studio, Payload's REST API; `collections/Media/hooks/limitImagePixels.ts`)
  image_too_many_pixels:
    'Das Bild ist zu groß: höchstens 40 Megapixel (zum Beispiel 8000 × 5000 Pixel).',
  // CME quizzes
  quiz_members_only: 'Die CME-Quizze sind Teil der Premium-Mitgliedschaft.',
  quiz_not_found: 'Für diesen Artikel sind noch keine Quizfragen verfügbar.',
  quiz_already_passed: 'Sie haben dieses Quiz bereits bestanden.',
  quiz_attempts_exhausted: 'Sie haben beide Versuche für dieses Quiz genutzt.',
  quiz_attempt_not_open: 'Es ist kein Quizversuch offen. Bitte laden Sie die Fragen neu.',
  quiz_answers_invalid: 'Bitte beantworten Sie jede Frage mit genau einer Antwort.',
  // Doctors
  certificate_not_found: 'Zertifikat nicht gefunden',
  // The dentist's CME account (`src/lib/cme/`)
  cme_certificate_not_found: 'Nachweis nicht gefunden.',
  certificate_file_too_large: 'Die Datei ist zu groß: höchstens 10 MB.',
  multipart_required: 'Bitte senden Sie das Formular mit der Datei erneut.',
  certificate_file_type: 'Bitte laden Sie ein PDF oder ein Foto (JPEG, PNG, WebP) hoch.',
  certificate_not_pdf: 'Die Datei ist kein gültiges PDF.',
  certificate_file_missing: 'Bitte laden Sie den Nachweis hoch.',
  certificate_file_unreadable: 'Die Datei ist kein lesbares PDF oder Bild.',
  certificate_quota_exceeded:
    'Ihr Speicherplatz für Nachweise ist voll: höchstens 300 Dateien mit zusammen 500 MB. Bitte löschen Sie Nachweise, die Sie nicht mehr brauchen.',
  journal_certificate_readonly: 'Zertifikate des Journals können nicht geändert werden.',
  cme_period_invalid:
    'Bitte geben Sie einen gültigen Beginn an: nicht in der Zukunft und nicht vor 1950.',
  cme_period_not_found: 'Dieser Fortbildungszeitraum gehört nicht zu Ihrem Konto.',
  proof_pack_busy:
    'Ihr Nachweispaket wird gerade erstellt. Bitte versuchen Sie es erneut, wenn der laufende Download fertig ist.',
  profile_not_created: 'Profil noch nicht erstellt',
  // Payments
  payments_not_configured: 'Die Online-Zahlung ist noch nicht eingerichtet.',
  no_online_membership: 'Für dieses Konto gibt es keine Online-Mitgliedschaft.',
  subscription_payment_open: 'Sie haben bereits ein Abonnement mit offener Zahlung.',
  checkout_not_found: 'Dieser Bezahlvorgang wurde nicht gefunden.',
  checkout_other_account: 'Dieser Bezahlvorgang gehört zu einem anderen Konto.',
  webhook_signature_invalid: 'Die Signatur des Webhooks fehlt oder ist ungültig.',
  webhook_busy: 'Dieses Ereignis wird gerade von einer anderen Zustellung verarbeitet.',
  // Newsletter
  newsletter_link_invalid: 'Der Link ist ungültig oder wurde bereits verwendet.',
  newsletter_link_expired: 'Der Bestätigungslink ist abgelaufen. Bitte melden Sie sich erneut an.',
  // Newsletter issues (studio, `src/app/api/admin/newsletters/`)
  newsletter_not_found: 'Newsletter nicht gefunden.',
  newsletter_already_sent: 'Diese Ausgabe wird bereits versendet oder wurde schon versendet.',
  newsletter_not_retryable:
    'Nur versendete oder fehlgeschlagene Ausgaben können erneut versucht werden.',
  newsletter_articles_unpublished: 'Nur veröffentlichte Artikel können in den Newsletter.',
  newsletter_empty: 'Die Ausgabe enthält keinen Artikel.',
  newsletter_test_address: 'Testsendungen gehen nur an Adressen von Redaktion und Administratoren.',
  one_click_body_required: 'Der Inhalt der Anfrage muss „List-Unsubscribe=One-Click“ sein.',
  // Practices (`src/lib/practices/`)
  practice_not_found: 'Praxis nicht gefunden.',
  practice_dentists_only:
    'Praxen können nur Zahnärztinnen und Zahnärzte mit einem Konto anlegen und ihnen beitreten.',
  practice_owner_only: 'Das darf nur die Inhaberin oder der Inhaber der Praxis.',
  practice_owner_cannot_leave:
    'Als Inhaberin oder Inhaber können Sie die Praxis nicht verlassen. Sie können sie löschen.',
  practice_member_not_found: 'Dieses Mitglied gehört nicht zur Praxis.',
  practice_already_member: 'Diese Person gehört der Praxis bereits an.',
  practice_invitation_not_found: 'Diese Einladung ist nicht mehr offen.',
  practice_invitation_invalid:
    'Die Einladung ist ungültig, abgelaufen, zurückgezogen oder wurde bereits angenommen.',
  practice_invitation_other_email:
    'Diese Einladung gilt für eine andere E-Mail-Adresse. Bitte melden Sie sich mit der eingeladenen Adresse an.',
  consent_required:
    'Die Zahnärztin oder der Zahnarzt hat die Nachweise für Ihre Praxis nicht freigegeben.',
  practice_status_consent_required:
    'Die Zahnärztin oder der Zahnarzt teilt den CME-Stand nicht mit Ihrer Praxis.',
  practice_reminder_too_soon:
    'An diese Person wurde in den letzten sieben Tagen schon eine Erinnerung gesendet.',
  practice_owner_role_fixed: 'Die Rolle der Inhaberin oder des Inhabers lässt sich nicht ändern.',
  practice_has_seats:
    'Die Praxis hat ein laufendes Team-Abo. Bitte kündigen Sie es zuerst im Kundenportal; danach können Sie die Praxis löschen.',
  // Team seats (`src/lib/practices/seat*.ts`)
  seats_none: 'Die Praxis hat keine bezahlten Teamplätze. Bitte buchen Sie zuerst Teamplätze.',
  seats_exhausted:
    'Alle bezahlten Teamplätze sind vergeben. Entziehen Sie zuerst einen Platz oder buchen Sie im Kundenportal weitere.',
  seats_subscription_exists:
    'Die Praxis hat bereits ein Team-Abo. Die Zahl der Plätze ändern Sie im Kundenportal.',
  seats_not_subscribed: 'Die Praxis hat noch kein Team-Abo.',
  // Studio
  slug_taken: 'Slug wird bereits verwendet',
  category_required: 'Bitte wählen Sie eine Kategorie.',
  // Bulk translation (studio, `src/app/api/admin/translations/bulk/`)
  translation_batch_not_found: 'Diese Sammelübersetzung wurde nicht gefunden.',
} as const satisfies Record<string, string>

/** A stable error code of the product API (a key of `API_ERRORS`). */
export type ApiErrorCode = keyof typeof API_ERRORS

/** All error codes, for the catalogue test and for clients that check a code. */
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[]
