import { apiHandler } from '@/lib/api/handler'
import { jsonError } from '@/lib/api/respond'
import { readerFrom } from '@/lib/auth/reader'
import { certificatePdf, ownCertificate } from '@/lib/cme/certificates'
import { payloadClient } from '@/lib/payload'
import { methodsNotAllowed } from '@/lib/api/methods'

/**
 * GET /api/doctor/certificates/{certificateId}?lang=de|en: the signed-in doctor's CME
 * certificate as a PDF download, in German (default) or English (`lang=en`). 401 when not signed in; 404 for an unknown id or
 * someone else's certificate.
 */
export const GET = apiHandler(
  async (
    request: Request,
    { params }: { params: Promise<{ certificateId: string }> },
  ): Promise<Response> => {
    const reader = await readerFrom(request.headers)
    if (!reader) return jsonError(401, 'not_signed_in')
    const { certificateId } = await params
    const payload = await payloadClient()
    const found = /^DJ-CME-[A-Z2-9]{12}$/.test(certificateId)
      ? await ownCertificate(payload, certificateId, reader)
      : null
    if (!found) return jsonError(404, 'certificate_not_found')
    const lang = new URL(request.url).searchParams.get('lang') === 'en' ? 'en' : 'de'
    const pdf = await certificatePdf(payload, found.credit, found.holder, lang)
    return new Response(Buffer.from(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="CME-${lang === 'en' ? 'Certificate' : 'Zertifikat'}-${certificateId}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
)

/** Other methods answer 405 JSON with `Allow`. */
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET'])
