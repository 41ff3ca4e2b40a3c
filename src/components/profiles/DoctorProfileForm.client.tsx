'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { AlertTriangle, Plus, X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import useSWR from 'swr'

import { Badge } from '@/components/ui/Badge'
import { Card } from '@/components/ui/Card'
import { Switch } from '@/components/ui/Switch.client'
import { Button } from '@/components/ui/Button'
import { Field } from '@/components/ui/Field'
import { Input } from '@/components/ui/Input'
import { LoadingCard } from '@/components/auth/LoadingCard'
import { toast } from '@/components/ui/toast'
import { useRouter } from '@/i18n/navigation'
import { useSessionUser } from '@/components/auth/useSessionUser'
import { cleanSpecialties, profileBody, type ProfileBody } from '@/lib/profiles/schema'
import { changedVerifiedFields } from '@/lib/profiles/verification'
import { fetchOwnProfile, OWN_PROFILE_KEY, saveOwnProfile } from '@/lib/api/contract/profiles'

import { LanguagePicker } from './LanguagePicker.client'

const EMPTY: ProfileBody = {
  name: '',
  practiceName: '',
  address: '',
  postalCode: '',
  city: '',
  country: 'Deutschland',
  website: '',
  phone: '',
  isPublic: false,
  specialties: [],
  languages: [],
  showCme: false,
}

/**
 * `/doctor-profile`: the signed-in doctor's
 * profile form — name (at least 2 characters), practice, address, postal code, city,
 * country, website (valid URL or empty), phone, specialties as chips (added with the plus
 * button or Enter, trimmed, duplicates ignored; removable), the languages spoken in the
 * practice, the 'Öffentliches Profil' switch and the opt-in to show the CME points of our
 * certificates on the public profile (off by default). On a verified profile, a change to a
 * checked detail (name, practice, address, specialties) is announced above the save button:
 * saving ends the verification until the editors check again. Visitors are sent to /sign-in; a skeleton shows while loading; saving shows
 * 'Profil wird gespeichert...' and the success or error toast.
 */
export function DoctorProfileForm() {
  const t = useTranslations('Profile')
  const router = useRouter()
  const { user, isKnown } = useSessionUser()
  const {
    data: profile,
    isLoading,
    mutate,
  } = useSWR(user ? OWN_PROFILE_KEY : null, fetchOwnProfile, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
  const { register, handleSubmit, formState, reset, setValue, control } = useForm({
    resolver: zodResolver(profileBody),
    defaultValues: EMPTY,
  })
  const [newSpecialty, setNewSpecialty] = useState('')
  const publicId = useId()
  const cmeId = useId()
  const specialties = useWatch({ control, name: 'specialties' }) ?? []
  const values = useWatch({ control })
  const endsVerification = Boolean(
    profile?.verified && changedVerifiedFields(profile, values).length > 0,
  )
  const verification = useTranslations('ProfileVerification')

  useEffect(() => {
    if (isKnown && !user) router.replace('/sign-in?next=/doctor-profile')
  }, [user, isKnown, router])
  useEffect(() => {
    if (profile) reset({ ...EMPTY, ...profile })
    else if (profile === null && user)
      reset({
        ...EMPTY,
        name: [user.user_metadata.firstName, user.user_metadata.lastName].filter(Boolean).join(' '),
      })
  }, [profile, user, reset])

  if (!isKnown || !user || isLoading) return <LoadingCard label={t('loading')} />

  function addSpecialty() {
    setValue('specialties', cleanSpecialties([...specialties, newSpecialty]), { shouldDirty: true })
    setNewSpecialty('')
  }

  const submit = handleSubmit(async (values) => {
    const result = await saveOwnProfile(values)
    if (!result.ok) {
      toast({
        title: t('saveFailedTitle'),
        description: t('saveFailedText'),
        variant: 'destructive',
      })
      return
    }
    await mutate(result.data, { revalidate: false })
    toast({ title: t('savedTitle'), description: t('savedText') })
  })

  const error = (name: keyof ProfileBody) => formState.errors[name]?.message as string | undefined
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      {profile?.verified && (
        <Badge tone="success" size="md" className="mt-3">
          {t('verified')}
        </Badge>
      )}
      <form onSubmit={submit} noValidate className="mt-8 space-y-8">
        <Card asChild padding="lg" className="space-y-4">
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t('personal')}</h2>
            <Field label={t('name')} error={error('name')}>
              <Input autoComplete="name" {...register('name')} />
            </Field>
            <Field label={t('practiceName')} error={error('practiceName')}>
              <Input autoComplete="organization" {...register('practiceName')} />
            </Field>
          </section>
        </Card>
        <Card asChild padding="lg" className="space-y-4">
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t('contact')}</h2>
            <Field label={t('address')} error={error('address')}>
              <Input autoComplete="street-address" {...register('address')} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field label={t('postalCode')} error={error('postalCode')}>
                <Input inputMode="numeric" autoComplete="postal-code" {...register('postalCode')} />
              </Field>
              <Field label={t('city')} error={error('city')} className="sm:col-span-2">
                <Input autoComplete="address-level2" {...register('city')} />
              </Field>
            </div>
            <Field label={t('country')} error={error('country')}>
              <Input autoComplete="country-name" {...register('country')} />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('website')} error={error('website')}>
                <Input type="url" placeholder="https://" {...register('website')} />
              </Field>
              <Field label={t('phone')} error={error('phone')}>
                <Input type="tel" autoComplete="tel" {...register('phone')} />
              </Field>
            </div>
          </section>
        </Card>
        <Card asChild padding="lg" className="space-y-4">
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t('specialties')}</h2>
            <ul className="flex flex-wrap gap-2" aria-label={t('specialties')}>
              {specialties.map((s) => (
                <Badge asChild key={s} tone="brand" size="md" weight="medium">
                  <li>
                    {s}
                    <Button
                      variant="ghost"
                      size="icon"
                      onClick={() =>
                        setValue(
                          'specialties',
                          specialties.filter((x) => x !== s),
                          { shouldDirty: true },
                        )
                      }
                      aria-label={t('removeSpecialty', { name: s })}
                      className="-mr-1 size-6 rounded-full text-inherit hover:bg-brand-100"
                    >
                      <X className="size-3.5" aria-hidden />
                    </Button>
                  </li>
                </Badge>
              ))}
            </ul>
            <div className="flex gap-2">
              <Input
                value={newSpecialty}
                onChange={(e) => setNewSpecialty(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    addSpecialty()
                  }
                }}
                placeholder={t('specialtyPlaceholder')}
                aria-label={t('newSpecialty')}
              />
              <Button
                variant="secondary"
                size="icon"
                onClick={addSpecialty}
                aria-label={t('addSpecialty')}
              >
                <Plus className="size-4" aria-hidden />
              </Button>
            </div>
          </section>
        </Card>
        <Card asChild padding="lg" className="space-y-4">
          <section>
            <h2 className="text-lg font-semibold text-slate-900">{t('languages')}</h2>
            <p className="text-sm text-slate-600">{t('languagesHint')}</p>
            <Controller
              control={control}
              name="languages"
              render={({ field }) => (
                <LanguagePicker
                  value={field.value ?? []}
                  onChange={field.onChange}
                  label={t('languages')}
                />
              )}
            />
          </section>
        </Card>
        <SwitchCard
          id={cmeId}
          label={t('showCme')}
          hint={t('showCmeHint')}
          control={
            <Controller
              control={control}
              name="showCme"
              render={({ field }) => (
                <Switch
                  id={cmeId}
                  name={field.name}
                  checked={field.value ?? false}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby={`${cmeId}-hint`}
                  className="mt-0.5"
                />
              )}
            />
          }
        />
        <SwitchCard
          id={publicId}
          label={t('isPublic')}
          hint={t('isPublicHint')}
          control={
            <Controller
              control={control}
              name="isPublic"
              render={({ field }) => (
                <Switch
                  id={publicId}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  aria-describedby={`${publicId}-hint`}
                  className="mt-0.5"
                />
              )}
            />
          }
        />
        {endsVerification && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
            data-testid="verification-ends"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {verification('endsOnSave')}
          </p>
        )}
        <Button type="submit" busy={formState.isSubmitting} className="w-full">
          {formState.isSubmitting ? t('saving') : t('save')}
        </Button>
      </form>
    </div>
  )
}

/**
 * A card with one on/off setting of the profile: the switch (`control`, whose id is `id`
 * and which is described by `${id}-hint`), its label and the hint below it.
 */
function SwitchCard({
  id,
  label,
  hint,
  control,
}: {
  id: string
  label: string
  hint: string
  control: ReactNode
}) {
  return (
    <Card asChild padding="lg">
      <section className="flex items-start gap-3">
        {control}
        <div>
          <label htmlFor={id} className="font-semibold text-slate-900">
            {label}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </section>
    </Card>
  )
}
