import type { ImportWarningCode } from '@/lib/import/model'

/** German names of the warning codes of an import report. */
export const WARNING_LABELS: Record<ImportWarningCode, string> = {
  unknownMarkup: 'Unbekanntes Markup',
  missingImage: 'Bild fehlt',
  duplicateSlug: 'Doppeltes Kürzel',
  noText: 'Ohne Text',
  noCategory: 'Ohne Kategorie',
  unsupportedStatus: 'Status',
  pageNotMapped: 'Seite nicht zugeordnet',
  editedSinceImport: 'In der Redaktion geändert',
  itemFailed: 'Fehlgeschlagen',
  invalidCanonical: 'Kanonische Adresse',
}

/** German names of the report's counts, in the order shown. */
export const COUNT_LABELS = {
  articles: 'Artikel',
  pages: 'Seiten',
  categories: 'Neue Kategorien',
  media: 'Bilder',
  redirects: 'Weiterleitungen',
  skipped: 'Übersprungen',
  updated: 'Aktualisiert',
} as const
