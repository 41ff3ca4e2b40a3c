import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ArticleImage, narrowSrcSet } from '@/components/article/ArticleImage'
import { imageSrcSet } from '@/lib/media/imageSizes'

const SET = imageSrcSet({
  sm: { url: '/m/a-480x270.webp', width: 480 },
  card: { url: '/m/a-768x432.webp', width: 768 },
  lg: { url: '/m/a-1200x675.webp', width: 1200 },
  hero: { url: '/m/a-1600x900.webp', width: 1600 },
})!

describe('article image candidates per slot', () => {
  it('drops candidates wider than the slot needs and falls back to the widest kept', () => {
    expect(narrowSrcSet(SET, 1200)).toEqual({
      srcSet: '/m/a-480x270.webp 480w, /m/a-768x432.webp 768w, /m/a-1200x675.webp 1200w',
      src: '/m/a-1200x675.webp',
      single: false,
    })
    expect(narrowSrcSet(SET, 480)).toEqual({
      srcSet: '/m/a-480x270.webp 480w',
      src: '/m/a-480x270.webp',
      single: true,
    })
  })

  it('keeps the narrowest candidate even when it is wider than the limit', () => {
    expect(narrowSrcSet(SET, 100).srcSet).toBe('/m/a-480x270.webp 480w')
  })

  it('renders a side thumbnail with one small file and every candidate without a limit', () => {
    const thumb = renderToStaticMarkup(
      createElement(ArticleImage, {
        src: '/m/a-768x432.webp',
        srcSet: SET,
        alt: '',
        sizes: '96px',
        maxWidth: 480,
      }),
    )
    // One file left: `src` alone, without a `srcset` naming the same file again.
    expect(thumb).toContain('src="/m/a-480x270.webp"')
    expect(thumb).not.toContain('srcSet=')
    expect(thumb).not.toContain('sizes=')
    expect(thumb).toContain('loading="lazy"')
    const full = renderToStaticMarkup(
      createElement(ArticleImage, {
        src: '/m/a-768x432.webp',
        srcSet: SET,
        alt: 'x',
        sizes: '1px',
      }),
    )
    expect(full).toContain('1600w')
    expect(full).toContain('sizes="1px"')
    expect(full).not.toContain('fetchPriority')
  })
})
