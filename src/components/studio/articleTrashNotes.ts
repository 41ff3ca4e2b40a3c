/**
 * What the article trash tells an editor before the click (the rules are the delete hooks'
 * in collections/hooks/jobTitles.ts and quizRecords.ts, and Payload's restore):
 * - deleting for good takes the article's quiz (with attempts still open), its translation
 *   and audio jobs and their MP3 files along; the dentists' submitted attempts, credits and
 *   certificates stay;
 * - restoring brings the article back as a draft unless "Als veröffentlicht
 *   wiederherstellen" is ticked in the confirmation.
 */
export const ARTICLE_TRASH_NOTES = {
  permanentDelete:
    'Endgültig löschen entfernt mit dem Artikel auch sein Quiz (samt begonnener Versuche), seine Audiodateien und seine Übersetzungs- und Audio-Aufträge. Die Fortbildungspunkte, abgeschlossenen Versuche und Zertifikate der Zahnärztinnen und Zahnärzte bleiben erhalten.',
  restore:
    'Wiederherstellen bringt den Artikel als Entwurf zurück (für Leser unsichtbar). Nur mit dem Häkchen „Als veröffentlicht wiederherstellen“ ist er sofort wieder online.',
} as const
