'use client'

import {
  Button,
  toast,
  useConfig,
  useDocumentInfo,
  useEditDepth,
  useFormFields,
} from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'

import { createIssueFromArticle } from '@/lib/api/contract/studioNewsletters'

/**
 * "Als Newsletter senden" beside the controls of a published article
 * (`admin.components.edit.beforeDocumentControls`): one click makes a draft newsletter issue
 * of the article (`createIssueFromArticle`: subject, preheader, audience, the article) and
 * opens it, where the preview and the send confirmation (list, languages, recipients) take
 * over. Hidden for drafts that were never published (an issue links published articles
 * only), in the trash and in drawers. A refusal is said in a toast.
 */
export function SendAsNewsletter() {
  const { id, hasPublishedDoc, isTrashed } = useDocumentInfo()
  const title = useFormFields(([fields]) => fields.title?.value)
  const abstract = useFormFields(([fields]) => fields.abstract?.value)
  const audience = useFormFields(([fields]) => fields.audience?.value)
  const {
    config: {
      routes: { admin },
    },
  } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const hydrated = useHydrated()
  const inDrawer = useEditDepth() > 1
  if (!id || !hasPublishedDoc || isTrashed || inDrawer) return null

  const create = async () => {
    setBusy(true)
    const result = await createIssueFromArticle({
      id,
      title: typeof title === 'string' ? title : '',
      abstract: typeof abstract === 'string' ? abstract : null,
      audience: audience === 'patient' ? 'patient' : 'doctor',
    })
    if (!result.ok) {
      setBusy(false)
      toast.error(result.message ?? 'Die Newsletter-Ausgabe konnte nicht angelegt werden.')
      return
    }
    toast.success('Newsletter-Ausgabe angelegt: Vorschau prüfen, dann senden.')
    router.push(
      `${admin}/collections/newsletters/${encodeURIComponent(String(result.data.doc.id))}`,
    )
  }

  return (
    <Button
      buttonStyle="secondary"
      size="medium"
      margin={false}
      id="action-send-as-newsletter"
      disabled={busy || !hydrated}
      onClick={() => void create()}
    >
      Als Newsletter senden
    </Button>
  )
}

const subscribeToNothing = () => () => {}

/**
 * False in the server render and while React takes the page over, then true. The studio
 * renders this button on the server, and a click before React has attached its handler
 * does nothing and says nothing; the button stays disabled until then.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
