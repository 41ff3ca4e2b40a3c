import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { Badge, badgeVariants } from '@/components/ui/Badge'
import { Button, buttonVariants } from '@/components/ui/Button'
import { cardVariants } from '@/components/ui/Card'
import { controlClass, controlSizeClass } from '@/components/ui/controlClasses'
import { cn, withClassName } from '@/lib/cn'
import { twMerge } from 'tailwind-merge'

/** Field's props; its children are passed as createElement's third argument. */
type FieldProps = Parameters<typeof Field>[0]

/** Reads one attribute of the first element matching `tag` in static markup. */
function attribute(html: string, tag: string, name: string): string | undefined {
  const element = html.match(new RegExp(`<${tag}\\b[^>]*>`))?.[0] ?? ''
  return element.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
}

describe('cn', () => {
  it('lets a later Tailwind class win over an earlier one of the same property', () => {
    expect(cn('px-4 py-2', 'px-6')).toBe('py-2 px-6')
    expect(cn('bg-brand-600 text-white', false, undefined, 'bg-red-700')).toBe(
      'text-white bg-red-700',
    )
  })
})

/** Every combination of the given variant values. */
function combinations(axes: Record<string, readonly string[]>): Record<string, string>[] {
  return Object.entries(axes).reduce<Record<string, string>[]>(
    (all, [axis, values]) => all.flatMap((c) => values.map((v) => ({ ...c, [axis]: v }))),
    [{}],
  )
}

describe('variant tables need no class merging', () => {
  // A kit component without a caller's className uses its table's output as it is
  // (withClassName skips tailwind-merge), so no output may set one property twice.
  const buttons = combinations({
    variant: ['primary', 'secondary', 'outline', 'ghost', 'toolbar', 'danger'],
    size: ['sm', 'md', 'lg', 'icon', 'icon-sm', 'compact', 'inline'],
  })
  const cases = [
    ...buttons.map((c) => buttonVariants(c as never)),
    buttonVariants({ variant: 'link', size: 'inline' }),
    ...combinations({
      tone: ['neutral', 'brand', 'success', 'warning', 'info', 'violet', 'accent', 'dark'],
      shape: ['pill', 'tag'],
      size: ['sm', 'md'],
      weight: ['semibold', 'medium', 'normal'],
    }).map((c) => badgeVariants(c as never)),
    ...combinations({
      variant: ['default', 'raised', 'dashed', 'brand'],
      padding: ['none', 'sm', 'md', 'lg'],
    }).map((c) => cardVariants(c as never)),
    ...Object.values(controlSizeClass).map((size) => `${controlClass} ${size}`),
  ]

  it.each(cases)('%s', (classes) => {
    expect(twMerge(classes)).toBe(classes.trim().replace(/\s+/g, ' '))
  })

  it('finds a conflict when there is one', () => {
    const conflicting = `${buttonVariants({ variant: 'primary', size: 'md' })} px-2`
    expect(twMerge(conflicting)).not.toBe(conflicting)
  })

  it("merges only a caller's className over the base", () => {
    expect(withClassName('px-4 py-2', 'px-2')).toBe('py-2 px-2')
    expect(withClassName('px-4 py-2 px-2', undefined)).toBe('px-4 py-2 px-2')
  })
})

describe('Field', () => {
  it('labels its control and links hint and error to it', () => {
    const html = renderToStaticMarkup(
      createElement(
        Field,
        {
          label: 'E-Mail',
          hint: 'Ihre Praxisadresse',
          error: 'Bitte E-Mail angeben',
        } as FieldProps,
        createElement(Input, { name: 'email', type: 'email' }),
      ),
    )
    const id = attribute(html, 'input', 'id')
    expect(id).toBeTruthy()
    expect(attribute(html, 'label', 'for')).toBe(id)
    expect(attribute(html, 'input', 'aria-invalid')).toBe('true')
    expect(attribute(html, 'input', 'aria-describedby')).toBe(`${id}-hint ${id}-error`)
    expect(html).toContain(`<p id="${id}-hint"`)
    expect(html).toMatch(new RegExp(`<p id="${id}-error" role="alert"[^>]*>Bitte E-Mail angeben`))
  })

  it('marks nothing invalid without an error and uses the id it is given', () => {
    const html = renderToStaticMarkup(
      createElement(
        Field,
        { label: 'Name', id: 'name' } as FieldProps,
        createElement(Input, { name: 'name' }),
      ),
    )
    expect(attribute(html, 'input', 'id')).toBe('name')
    expect(attribute(html, 'label', 'for')).toBe('name')
    expect(attribute(html, 'input', 'aria-invalid')).toBeUndefined()
    expect(attribute(html, 'input', 'aria-describedby')).toBeUndefined()
  })
})

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    const html = renderToStaticMarkup(createElement(Button, null, 'Weiter'))
    expect(attribute(html, 'button', 'type')).toBe('button')
    expect(attribute(html, 'button', 'class')).toContain('bg-brand-600')
  })

  it('is disabled and busy with a spinner while working', () => {
    const html = renderToStaticMarkup(
      createElement(Button, { type: 'submit', busy: true }, 'Wird gesendet …'),
    )
    expect(html).toMatch(/<button[^>]*\sdisabled=""/)
    expect(attribute(html, 'button', 'aria-busy')).toBe('true')
    expect(html).toContain('animate-spin')
  })

  it('gives its look to a link with asChild, which stays a link', () => {
    const html = renderToStaticMarkup(
      createElement(
        Button,
        { asChild: true, variant: 'secondary', className: 'w-full' },
        createElement('a', { href: '/sign-in' }, 'Anmelden'),
      ),
    )
    expect(html).not.toContain('<button')
    expect(attribute(html, 'a', 'href')).toBe('/sign-in')
    expect(attribute(html, 'a', 'type')).toBeUndefined()
    const classes = attribute(html, 'a', 'class') ?? ''
    expect(classes).toContain('border-slate-300')
    expect(classes).toContain('w-full')
  })
})

describe('Badge', () => {
  it('lets the caller override its tone classes', () => {
    const html = renderToStaticMarkup(
      createElement(Badge, { tone: 'success', className: 'text-sm' }, 'Verifiziert'),
    )
    const classes = attribute(html, 'span', 'class') ?? ''
    expect(classes).toContain('bg-emerald-100')
    expect(classes).toContain('text-sm')
    expect(classes).not.toContain('text-xs')
  })
})
