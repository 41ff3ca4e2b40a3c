import { NotFoundView } from '@/components/layout/NotFoundView.client'

/** The 404 page of any unknown path, titled "Page Not Found". */
export default function NotFound() {
  return <NotFoundView namespace="NotFound" />
}
