import Image from 'next/image'

/** Where article images come from: Payload's media files and the placeholder route. */
const PLACEHOLDER_PREFIX = '/api/placeholder/'

/**
 * An article image filling its (relatively positioned, sized) parent: served by Next's
 * image optimizer as WebP in the widths `sizes` asks for (`srcset`), lazy unless
 * `priority` (the page's largest image, which the browser should fetch first: eager,
 * `fetchpriority="high"`, preloaded). The placeholder is an SVG and is sent as it is.
 */
export function ArticleImage({
  src,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  src: string
  alt: string
  /** The `sizes` attribute: the image's rendered width per viewport. */
  sizes: string
  priority?: boolean
  className?: string
}) {
  return (
    <Image
      src={src}
      alt={alt}
      fill
      sizes={sizes}
      priority={priority}
      unoptimized={src.startsWith(PLACEHOLDER_PREFIX)}
      className={`object-cover ${className}`}
    />
  )
}
