import { splitAtEmbedMarkers, type ContentSection } from '@insure/domain/content'
import { useContext, useEffect, useRef, type CSSProperties } from 'react'
import { Embed } from '../../lib/embeds.tsx'
import { SiteContext } from '../../lib/site.tsx'
import '../forms/embeddable-forms.tsx'
import '../map/embeddable-map.tsx'
import '../feedback/embeddable-feedback.tsx'
import { hasImage, placeholderCssValue, withLazyImages } from './lazy-images.ts'

/**
 * A page's content_sections. The HTML was sanitised by the content backend; embed markers in it
 * become the components registered under their names (shell spec §2).
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
 * Content HTML. Its images load lazily (the browser's own loading="lazy"; none of them is a page's
 * hero), over the configured placeholder image until they have loaded (shell spec §3).
 */
function RichText({ html }: { html: string }) {
  const placeholder = useContext(SiteContext)?.config.lazy_load_placeholder_image
  const withImages = hasImage(html)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = ref.current
    if (!withImages || !container) return
    // Once an image has loaded (or failed), its placeholder background goes: a transparent image must
    // not show the placeholder through it.
    const settled = (image: HTMLImageElement) => image.setAttribute('data-loaded', '')
    const images = [...container.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]
    const waiting = images.filter((image) => {
      if (image.complete) settled(image)
      return !image.complete
    })
    const onSettled = (event: Event) => settled(event.currentTarget as HTMLImageElement)
    for (const image of waiting) {
      image.addEventListener('load', onSettled, { once: true })
      image.addEventListener('error', onSettled, { once: true })
    }
    return () => {
      for (const image of waiting) {
        image.removeEventListener('load', onSettled)
        image.removeEventListener('error', onSettled)
      }
    }
  }, [html, withImages])

  const style = withImages
    ? ({ '--lazy-placeholder': placeholderCssValue(placeholder) } as CSSProperties)
    : undefined
  return (
    <div
      ref={ref}
      className="rich-text"
      style={style}
      dangerouslySetInnerHTML={{ __html: withImages ? withLazyImages(html) : html }}
    />
  )
}
