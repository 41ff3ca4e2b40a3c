/** Renders a question's Markdown subset: **bold** only (everything else as text; React escapes it). */
export function QuestionText({ markdown }: { markdown: string }) {
  return (
    <>
      {markdown
        .split(/(\*\*[^*]+\*\*)/g)
        .map((part, i) =>
          part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
            <strong key={i}>{part.slice(2, -2)}</strong>
          ) : (
            <span key={i}>{part}</span>
          ),
        )}
    </>
  )
}
