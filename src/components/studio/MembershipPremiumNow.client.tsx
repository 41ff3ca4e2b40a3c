'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { throughEndOfDay } from '@/lib/dates/germanDay'
import { hasActiveMembership, type MembershipFacts } from '@/lib/membership/rule'

/** Whether one membership grants premium at this moment, by the one premium rule. */
function grantsNow(facts: MembershipFacts): boolean {
  return hasActiveMembership([facts], new Date())
}

function Verdict({ yes }: { yes: boolean }) {
  return (
    <span
      data-testid="premium-now"
      style={{
        fontWeight: 600,
        color: yes ? 'var(--theme-success-750)' : 'var(--theme-error-750)',
      }}
    >
      {yes ? 'Ja' : 'Nein'}
    </span>
  )
}

/**
 * Column "Premium jetzt" of the membership list: "Ja" when the row's status and end date
 * grant premium at this moment (`hasActiveMembership`), else "Nein" (expired, canceled, …).
 */
export function PremiumNowCell({ rowData }: DefaultCellComponentProps) {
  return (
    <Verdict
      yes={grantsNow({
        status: rowData?.status as string | undefined,
        currentPeriodEnd: rowData?.currentPeriodEnd as string | undefined,
      })}
    />
  )
}

/**
 * Sidebar line of the membership editor: whether the status and "Gültig bis" as they stand
 * in the form grant premium now (a manual end date without time counting to the end of
 * its day, as saving stores it); saving applies it at once.
 */
export function PremiumNowField() {
  const status = useFormFields(([fields]) => fields.status?.value as string | undefined)
  const source = useFormFields(([fields]) => fields.source?.value as string | undefined)
  const end = useFormFields(([fields]) => fields.currentPeriodEnd?.value as string | undefined)
  const facts = {
    status,
    currentPeriodEnd: source === 'stripe' ? end : throughEndOfDay(end),
  }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label="Premium jetzt" />{' '}
      <p style={{ margin: 0 }}>
        <Verdict yes={grantsNow(facts)} />
      </p>
    </div>
  )
}
