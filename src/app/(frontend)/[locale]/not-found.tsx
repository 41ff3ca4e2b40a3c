import { NotFoundView } from '@/components/layout/NotFoundView.client'

/** The 404 page (spec §2: "Any other path shows a 404 page titled Page Not Found"). */
export default function NotFound() {
  return <NotFoundView namespace="NotFound" />
}
