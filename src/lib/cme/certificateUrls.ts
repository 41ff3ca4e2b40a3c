/**
 * Download paths of the CME account's certificate files; plain strings, safe in the
 * browser bundle (the quiz's pass box links to the PDF).
 */

/** Download path of one of our certificate PDFs in `lang` (`de` or `en`). */
export const journalCertificateUrl = (certificateId: string, lang: 'de' | 'en' = 'de') =>
  `/api/doctor/certificates/${encodeURIComponent(certificateId)}?lang=${lang}`

/** Download path of an external certificate's file. */
export const externalCertificateUrl = (id: number | string) =>
  `/api/doctor/cme/certificates/${id}/file`
