/**
 * The blank page's content: one heading and 30 paragraphs of text. The floor page and its
 * bisection steps (with the journal's stylesheet linked or inline) all show exactly this.
 */
export function Paragraphs() {
  const paragraphs = Array.from({ length: 30 }, (_, i) => i + 1)
  return (
    <main
      style={{ maxWidth: '40rem', margin: '0 auto', padding: '1rem', fontFamily: 'sans-serif' }}
    >
      <h1>Ein leerer App-Router-Seitenboden</h1>
      {paragraphs.map((n) => (
        <p key={n}>
          Absatz {n}: Die Parodontitis ist eine chronisch-entzündliche Erkrankung des
          Zahnhalteapparats. Sie beginnt mit einer Gingivitis und kann unbehandelt zum Verlust von
          Attachment und Knochen führen; Früherkennung und strukturierte Therapie sind daher
          entscheidend.
        </p>
      ))}
    </main>
  )
}
