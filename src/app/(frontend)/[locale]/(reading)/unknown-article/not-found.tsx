import { NotFoundPage } from '@/components/layout/NotFoundPage.client'

/** The article 404 of `/unknown-article`: the "Article Not Found" heading (HTTP 404). */
export default function ArticleNotFound() {
  return <NotFoundPage namespace="Article" />
}
