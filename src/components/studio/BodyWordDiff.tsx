import { getTranslation } from '@payloadcms/translations'
import { FieldDiffLabel } from '@payloadcms/ui/rsc'
import type { RichTextFieldDiffServerComponent } from 'payload'

import { richTextBlocks } from '@/lib/richtext/plainBlocks'
import { diffCounts, shortenUnchanged, wordDiff } from '@/lib/richtext/wordDiff'

/**
 * The rich text's changes in the studio's version view (`admin.components.Diff` of an
 * article's body and a page's content): the words of the compared version (`comparisonValue`,
 * older) against the shown one (`versionValue`), as one readable text with removed words
 * struck through in red and added words in green (`wordDiff`, jsdiff), long unchanged
 * stretches shortened around a "…", and a count of the words added and removed. Blocks are
 * read as `richTextBlocks` reads them (list items, table rows, images), formatting left out.
 */
export const BodyWordDiff: RichTextFieldDiffServerComponent = ({
  comparisonValue,
  versionValue,
  field,
  i18n,
  locale,
}) => {
  const before = richTextBlocks(comparisonValue).join('\n\n')
  const after = richTextBlocks(versionValue).join('\n\n')
  const parts = shortenUnchanged(wordDiff(before, after))
  const { added, removed } = diffCounts(parts)
  const label = typeof field.label === 'function' ? '' : getTranslation(field.label || '', i18n)
  return (
    <div className="field-diff-container body-word-diff" data-testid="body-word-diff">
      <FieldDiffLabel>
        {locale ? <span className="field-diff__locale-label">{locale}</span> : null}
        {label}
      </FieldDiffLabel>
      <p className="body-word-diff__summary">
        {added === 0 && removed === 0
          ? 'Der Text ist in beiden Versionen gleich.'
          : `${added} ${added === 1 ? 'Wort' : 'Wörter'} hinzugefügt, ${removed} ${removed === 1 ? 'Wort' : 'Wörter'} entfernt`}
      </p>
      <div className="body-word-diff__text">
        {parts.map((part, index) =>
          part.kind === 'added' ? (
            <ins key={index}>{part.text}</ins>
          ) : part.kind === 'removed' ? (
            <del key={index}>{part.text}</del>
          ) : (
            <span key={index}>{part.text}</span>
          ),
        )}
      </div>
    </div>
  )
}
