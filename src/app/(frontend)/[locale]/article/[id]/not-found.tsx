import { NotFoundView } from '@/components/layout/NotFoundView.client'

/** Spec §2 article "not found" state: heading 'Article Not Found' (HTTP 404). */
export default function ArticleNotFound() {
  return <NotFoundView namespace="Article" />
}
