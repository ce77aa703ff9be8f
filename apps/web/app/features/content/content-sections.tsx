import { splitAtEmbedMarkers, type ContentSection } from '@insure/domain/content'
import { Embed } from '../../lib/embeds.tsx'
import '../forms/embeddable-forms.tsx'

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
              <div key={partIndex} className="rich-text" dangerouslySetInnerHTML={{ __html: part.html }} />
            ) : (
              <Embed key={partIndex} name={part.name} />
            ),
          )}
        </section>
      ))}
    </>
  )
}
