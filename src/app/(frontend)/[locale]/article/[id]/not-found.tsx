import { NotFoundView } from '@/components/layout/NotFoundView.client'

/** An unknown or unpublished article: the "Article Not Found" heading (HTTP 404). */
export default function ArticleNotFound() {
  return <NotFoundView namespace="Article" />
}
