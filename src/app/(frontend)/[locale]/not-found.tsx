import { NotFoundPage } from '@/components/layout/NotFoundPage.client'

/** The 404 page of any unknown path, titled "Page Not Found". */
export default function NotFound() {
  return <NotFoundPage namespace="NotFound" />
}
