import { css } from '#styled/css'
import { uploadedSrcSet } from '../../lib/image-variants.ts'

const placeholderLook = css({
  w: 'full',
  bg: 'sand.100',
  color: 'gray.600',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'sm',
})

/**
 * A picture with its size fixed before it loads (no layout shift), lazy unless it is the page's
 * main picture, and the spec's placeholder text when there is no address. A picture the owner
 * uploaded also offers its 800 px copy, which phones take instead of the 1600 px original.
 */
export function MediaImage({
  src,
  alt,
  width,
  height,
  placeholder = 'Sin imagen',
  priority = false,
  sizes,
  srcSet,
}: {
  src?: string | null
  alt: string
  width: number
  height: number
  /** 'Sin imagen', 'Sin vista previa' or 'No disponible'. */
  placeholder?: string
  /** The largest picture in the first screen: loaded first, never lazily. */
  priority?: boolean
  sizes?: string
  srcSet?: string
}) {
  if (!src) {
    return (
      <div className={placeholderLook} style={{ aspectRatio: `${width} / ${height}` }}>
        {placeholder}
      </div>
    )
  }
  const candidates = srcSet ?? uploadedSrcSet(src)
  return (
    <img
      src={src}
      srcSet={candidates}
      sizes={candidates ? (sizes ?? '(max-width: 48em) 100vw, 33vw') : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{
        width: '100%',
        height: 'auto',
        aspectRatio: `${width} / ${height}`,
        objectFit: 'cover',
      }}
    />
  )
}
