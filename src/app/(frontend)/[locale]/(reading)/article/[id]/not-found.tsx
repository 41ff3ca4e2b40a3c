import { NotFoundPage } from '@/components/layout/NotFoundPage.client'

/** An unknown or unpublished article: the "Article Not Found" heading (HTTP 404). */
export default function ArticleNotFound() {
  return <NotFoundPage namespace="Article" />
}
