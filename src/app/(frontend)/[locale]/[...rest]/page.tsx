import { notFound } from 'next/navigation'

/** Every path no other route claims: the localized 404 page with HTTP status 404. */
export default function CatchAll(): never {
  notFound()
}
