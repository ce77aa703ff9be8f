import { splitAtEmbedMarkers, type ContentSection } from '@insure/domain/content'
import { useContext, useEffect, useRef, type CSSProperties } from 'react'
import { Embed } from '../../lib/embeds.tsx'
import { SiteContext } from '../../lib/site.tsx'
import { hasImage, placeholderCssValue, withLazyImages } from './lazy-images.ts'
import { withoutLinksToInactiveProducts } from './product-links.ts'

/**
 * A page's content_sections. The HTML was sanitised by the content backend; embed markers in it
 * become the components registered under their names (shell spec §2; root.tsx imports the
 * registrations).
 */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={index} className={`content-section content-section--${section.type}`}>
          {section.heading ? <h2>{section.heading}</h2> : null}
          {splitAtEmbedMarkers(section.content).map((part, partIndex) =>
            part.kind === 'html' ? (
              <RichText key={partIndex} html={part.html} />
            ) : (
              <Embed key={partIndex} name={part.name} />
            ),
          )}
        </section>
      ))}
    </>
  )
}

/**
 * Content HTML. Its images wait with the placeholder image until they come within the configured
 * offset of the viewport (shell spec §3, §9: 100 px), then load; the placeholder goes once they have.
 */
function RichText({ html: given }: { html: string }) {
  const site = useContext(SiteContext)
  const config = site?.config
  const html = site ? withoutLinksToInactiveProducts(given, site.activeProducts) : given
  const placeholder = config?.lazy_load_placeholder_image
  const offset = config?.lazy_load_offset ?? 0
  const withImages = hasImage(html)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = ref.current
    if (!withImages || !container) return
    // Once an image has loaded (or failed), its placeholder background goes: a transparent image must
    // not show the placeholder through it.
    const settled = (event: Event) =>
      (event.currentTarget as HTMLImageElement).setAttribute('data-loaded', '')
    const load = (image: HTMLImageElement) => {
      image.addEventListener('load', settled, { once: true })
      image.addEventListener('error', settled, { once: true })
      const { src, srcset } = image.dataset
      if (srcset !== undefined) image.srcset = srcset
      if (src !== undefined) image.src = src
      delete image.dataset.src
      delete image.dataset.srcset
    }
    const waiting = [...container.querySelectorAll<HTMLImageElement>('img[data-src], img[data-srcset]')]
    if (typeof IntersectionObserver === 'undefined') {
      waiting.forEach(load)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          observer.unobserve(entry.target)
          load(entry.target as HTMLImageElement)
        }
      },
      { rootMargin: `${offset}px 0px` },
    )
    waiting.forEach((image) => observer.observe(image))
    return () => observer.disconnect()
  }, [html, withImages, offset])

  const style = withImages
    ? ({ '--lazy-placeholder': placeholderCssValue(placeholder) } as CSSProperties)
    : undefined
  return (
    <div
      ref={ref}
      className="rich-text"
      style={style}
      dangerouslySetInnerHTML={{ __html: withImages ? withLazyImages(html, placeholder) : html }}
    />
  )
}
