import jsQR from 'jsqr'
import { PDFParse } from 'pdf-parse'
import { PNG } from 'pngjs'

/** The text of a PDF (all pages), as pdf-parse extracts it. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

/** The text of the QR code on the PDF's first page (rendered to PNG, read with jsQR). */
export async function qrOnFirstPage(bytes: Uint8Array): Promise<string | null> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    const shot = await parser.getScreenshot({ scale: 1.5, first: 1 })
    const image = PNG.sync.read(Buffer.from(shot.pages[0]!.data))
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null
  } finally {
    await parser.destroy()
  }
}
