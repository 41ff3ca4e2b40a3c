import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as forgotPassword } from '@/app/api/auth/forgot-password/route'
import { POST as magicLink } from '@/app/api/auth/magic-link/route'
import { POST as signUp } from '@/app/api/auth/sign-up/route'
import { sendAuthEmail } from '@/lib/auth/mail'

import { callRoute, freshEmail, linkFrom, smtpServerForFile, waitForMail } from './helpers/http'
import { testPayload } from './helpers/payload'

/*
 * The account mails (sign-up verification, magic link, password reset) in the account's
 * language, any of the 45, from the catalogues: subject, greeting, text, button, note and
 * support line, with nothing German or English around them; read in a real SMTP server.
 */

let payload: Payload
const smtp = smtpServerForFile()

beforeAll(async () => {
  payload = await testPayload()
})

/** A verified dentist whose account language is `language`. */
async function dentistIn(language: string, label: string) {
  const email = freshEmail(label)
  await payload.create({
    collection: 'users',
    disableVerificationEmail: true,
    data: {
      email,
      password: 'sicheres-passwort',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      roles: ['doctor'],
      _verified: true,
      language: language as never,
    },
  })
  return email
}

/** Neither the German nor the English built-in texts appear in `text`. */
function noGermanOrEnglish(text: string) {
  for (const foreign of ['Guten Tag', 'Hello', 'Fragen?', 'Questions?', 'Der Link', 'The link'])
    expect(text).not.toContain(foreign)
}

describe('account mails in the account language', () => {
  it('sends the sign-up verification in Turkish to a dentist who signed up on a Turkish page', async () => {
    await payload.create({
      collection: 'invitation-codes',
      data: { code: 'mail-lang-tr', maxUses: 1, uses: 0 },
    })
    const email = freshEmail('signup-tr')
    const res = await callRoute(signUp, {
      body: {
        inviteCode: 'mail-lang-tr',
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
        email,
        password: 'sicheres-passwort',
        language: 'tr',
      },
    })
    expect(res.status).toBe(201)
    const mail = await waitForMail(smtp.server.messages, email, /e-posta adresinizi onaylayın/)
    expect(mail.subject).toMatch(/^Lütfen .+ için e-posta adresinizi onaylayın$/)
    expect(mail.text).toContain('Merhaba Ayşe Yılmaz,')
    expect(mail.text).toContain('E-posta adresini onayla: http')
    expect(mail.text).toContain('Bağlantı 24 saat geçerlidir')
    expect(mail.text).toContain('Sorularınız mı var?')
    expect(mail.html).toMatch(/<html dir="ltr" lang="tr">/)
    expect(linkFrom(mail).path).toBe('/tr/verify-email')
    noGermanOrEnglish(mail.text ?? '')
  })

  it('sends the magic link in Japanese and the password reset in Arabic, right to left', async () => {
    const japanese = await dentistIn('ja', 'magic-ja')
    expect((await callRoute(magicLink, { body: { email: japanese } })).status).toBe(200)
    const link = await waitForMail(smtp.server.messages, japanese, /サインインリンク/)
    expect(link.subject).toMatch(/^.+ のサインインリンク$/)
    expect(link.text).toContain('今すぐサインイン: http')
    expect(linkFrom(link).path).toBe('/ja/account')
    noGermanOrEnglish(link.text ?? '')

    const arabic = await dentistIn('ar', 'reset-ar')
    expect((await callRoute(forgotPassword, { body: { email: arabic } })).status).toBe(200)
    const reset = await waitForMail(smtp.server.messages, arabic, /إعادة تعيين كلمة المرور/)
    expect(reset.text).toContain('مرحبًا Ayşe Yılmaz،')
    expect(reset.text).toContain('تعيين كلمة مرور جديدة: http')
    expect(reset.html).toMatch(/<html dir="rtl" lang="ar">/)
    expect(linkFrom(reset).path).toBe('/ar/reset-password')
    noGermanOrEnglish(reset.text ?? '')
  })

  it('sends the notices in the account language too (password changed in Turkish, the deletion notice in Greek)', async () => {
    const turkish = freshEmail('changed-tr')
    await sendAuthEmail(
      payload,
      { email: turkish, firstName: null, lastName: null, language: 'tr' },
      'passwordChanged',
    )
    const changed = await waitForMail(smtp.server.messages, turkish, /şifreniz değiştirildi/)
    expect(changed.text?.split('\n')[0]).toBe('Merhaba,')
    expect(changed.text).toContain('Diğer tüm oturumlar kapatıldı.')
    noGermanOrEnglish(changed.text ?? '')

    const greek = freshEmail('deleted-el')
    await sendAuthEmail(
      payload,
      { email: greek, firstName: 'Ελένη', lastName: null, language: 'el' },
      'accountDeleted',
    )
    const deleted = await waitForMail(smtp.server.messages, greek, /διαγράφηκε/)
    expect(deleted.text).toContain('Ελένη')
    expect(deleted.text).toContain('CME')
    noGermanOrEnglish(deleted.text ?? '')
  })
})
