import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runSql } from '@/lib/db/executor'
import { findStaticPage } from '@/lib/pages/reads'
import { lexicalToHtml, type EditorState } from '@/lib/richtext/convert'

import { createUser, testPayload } from '../helpers/payload'

/**
 * Finding: an editor could plant script on a static page through a Lexical table cell
 * whose `headerState` Payload's HTML converter writes into an attribute unescaped.
 */
const ATTACK = '1" onmouseover="alert(document.cookie)" x="'
const SCRIPT_ATTACK = '"><script>alert(1)</script><td class="'

function tableState(headerState: string): EditorState {
  const text = (value: string) => ({
    type: 'text',
    text: value,
    format: 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  })
  const cell = (value: string, header: string | number) => ({
    type: 'tablecell',
    headerState: header,
    colSpan: 1,
    rowSpan: 1,
    children: [{ type: 'paragraph', children: [text(value)], version: 1 }],
    version: 1,
  })
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      direction: 'ltr',
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [text('Über uns'), { type: 'text', text: 'x', format: 0, version: 1 }],
        },
        {
          type: 'table',
          version: 1,
          children: [
            {
              type: 'tablerow',
              version: 1,
              children: [cell('a', headerState), cell('b', SCRIPT_ATTACK)],
            },
          ],
        },
        {
          type: 'link',
          version: 3,
          fields: { url: 'javascript:alert(1)', linkType: 'custom', newTab: false },
          children: [text('Klick')],
        },
      ],
    },
  } as unknown as EditorState
}

let payload: Payload
let originalContent: unknown

beforeAll(async () => {
  payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: 'about' } },
    limit: 1,
    locale: 'de',
    overrideAccess: true,
  })
  originalContent = docs[0]!.content
})

/** Writes the German text of the about page straight into its table (no hooks, no validation). */
async function storeGermanAboutContent(content: unknown): Promise<void> {
  await runSql(
    payload,
    sql`update pages_locales set content = ${JSON.stringify(content)}::jsonb
         where _locale = 'de' and _parent_id = (select id from pages where slug = 'about')`,
  )
}

afterAll(async () => {
  await storeGermanAboutContent(originalContent)
})

describe('rich text: no script from editors (security finding 1)', () => {
  it('refuses on save a table cell whose header state is not a number, with a German message at the field', async () => {
    const editor = await createUser(payload, 'editor')
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'about' } },
      limit: 1,
      overrideAccess: true,
    })
    await expect(
      payload.update({
        collection: 'pages',
        id: docs[0]!.id,
        data: { content: tableState(ATTACK) as never },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'content',
            message: 'Der Text enthält eine fehlerhafte Tabellenzelle.',
          }),
        ],
      },
    })
  })

  it('refuses on save a node type the editor does not have', async () => {
    const editor = await createUser(payload, 'editor')
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'about' } },
      limit: 1,
      overrideAccess: true,
    })
    const state = tableState('1') as unknown as { root: { children: { type: string }[] } }
    state.root.children[1]!.type = 'iframe'
    await expect(
      payload.update({
        collection: 'pages',
        id: docs[0]!.id,
        data: { content: state as never },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'content',
            message: expect.stringContaining('Element, das der Editor nicht kennt („iframe“)'),
          }),
        ],
      },
    })
  })

  it('strips attribute-borne script from a table that is already stored (static page HTML)', async () => {
    // stored straight into the database, as content saved before this rule existed would be
    await storeGermanAboutContent(tableState(ATTACK))
    const page = await findStaticPage(payload, 'about', 'de')
    expect(page!.html).toContain('<table')
    expect(page!.html).toContain('Über uns')
    expect(page!.html).not.toMatch(/onmouseover|<script|javascript:/i)
    // the raw converter output, for contrast, does carry the handler
    const { convertLexicalToHTML } = await import('@payloadcms/richtext-lexical/html')
    expect(convertLexicalToHTML({ data: tableState(ATTACK) as never })).toContain('onmouseover=')
  })

  it('keeps the markup articles use: headings, lists, links that open a new tab safely', () => {
    const html = lexicalToHtml({
      root: {
        type: 'root',
        version: 1,
        children: [
          {
            type: 'heading',
            tag: 'h2',
            version: 1,
            children: [{ type: 'text', text: 'Methoden', format: 0, version: 1 }],
          },
          {
            type: 'list',
            listType: 'bullet',
            tag: 'ul',
            version: 1,
            children: [
              {
                type: 'listitem',
                value: 1,
                version: 1,
                children: [{ type: 'text', text: 'Punkt', format: 1, version: 1 }],
              },
            ],
          },
          {
            type: 'paragraph',
            version: 1,
            children: [
              {
                type: 'link',
                version: 3,
                fields: { url: 'https://doi.org/10.1000/1', linkType: 'custom', newTab: true },
                children: [{ type: 'text', text: 'Quelle', format: 0, version: 1 }],
              },
            ],
          },
        ],
      },
    } as unknown as EditorState)
    expect(html).toMatch(/<h2[^>]*>Methoden<\/h2>/)
    expect(html).toMatch(/<li[^>]*><strong>Punkt<\/strong><\/li>/)
    expect(html).toContain('href="https://doi.org/10.1000/1"')
    expect(html).toContain('rel="noopener noreferrer"')
  })
})
