import { Paragraphs } from './_parts/Paragraphs'

/**
 * The blank App Router page the bench measures as the framework's floor: one server
 * component with a heading and 30 paragraphs of text, statically rendered at build time.
 */
export default function BlankPage() {
  return <Paragraphs />
}
