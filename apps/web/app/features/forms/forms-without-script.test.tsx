import { CALLBACK_INCOMPLETE_MESSAGE } from '@insure/domain/callback'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Embed } from '../../lib/embeds.tsx'
import type { PostedFormAnswer } from '../../lib/posted-form.tsx'
import { SiteContext } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import './embeddable-forms.tsx'
import { isCrossSiteRequest } from '../../lib/same-origin.ts'

/**
 * The server's HTML of the embedded forms (issue 17): each is a `<form method="post">` naming itself
 * for the page's action, rendered at once (not left for script to load), and the action's 400 answer
 * shows the spec's messages beside the fields with what was typed. The round trip itself, without
 * script, is in apps/web/e2e/forms-without-script.spec.ts.
 */

const site = testSite({ settings: { companyCode: 'IWYZE' }, config: { lazy_load_offset: 100 } })

/**
 * A page at `path` embedding the form registered as `marker` (as content does for
 * `[[embed:marker]]`), rendered on the server, with the action's answer.
 */
function renderPage(path: string, marker: string, actionData?: PostedFormAnswer) {
  const Component = () => <Embed name={marker} />
  // The home page is an index route (routes.ts); every other content page a path of its own.
  const Stub = createRoutesStub([
    path === '/' ? { id: 'page', index: true, Component } : { id: 'page', path: '*', Component },
  ])
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <Stub
        initialEntries={[path]}
        {...(actionData ? { hydrationData: { actionData: { page: actionData } } } : {})}
      />
    </SiteContext.Provider>,
  )
}

function formTags(html: string): string[] {
  return [...html.matchAll(/<form [^>]*>/g)].map((match) => match[0])
}

describe('the embedded forms in the server HTML', () => {
  it.each([
    ['contact-form', 'contact-form'],
    ['claim-form', 'claim-form'],
    ['call-back-new', 'call-back-new'],
    ['call-back-one', 'call-back-one'],
    ['call-back-two', 'call-back-two'],
    ['call-back-car-home', 'call-back-car-home'],
    ['free-life-cover', 'free-life-cover'],
  ])('[[embed:%s]] is a post form for the page action, named %s', (marker, formName) => {
    const html = renderPage('/contact', marker)
    expect(html).not.toContain('Loading…')
    const [tag, ...others] = formTags(html)
    expect(others).toEqual([])
    expect(tag).toMatch(/ method="post"/)
    expect(tag).toMatch(/ action="\/contact#form[\w-]+"/)
    expect(html).toContain(`<input type="hidden" name="_form" value="${formName}"/>`)
  })

  it('posts to ?index on the home page, where the index route has the action', () => {
    const [tag] = formTags(renderPage('/', 'contact-form'))
    expect(tag).toMatch(/ action="\/\?index=?#form[\w-]+"/)
  })

  it('keeps the flags of the address and drops an earlier outcome from the action', () => {
    const [tag] = formTags(renderPage('/contact?ff=legal&sent=contact-form', 'claim-form'))
    expect(tag).toMatch(/ action="\/contact\?ff=legal#form[\w-]+"/)
  })

  it("shows the action's messages beside the fields and what was typed", () => {
    const html = renderPage('/contact', 'contact-form', {
      form: 'contact-form',
      result: {
        status: 'error',
        initialValue: { fullName: 'Zanele', phone: '011 123', message: '', department: 'quotes' },
        error: { fullName: ['Name and Surname must be valid'], phone: ['Phone number must be valid'] },
      },
    })
    expect(html).toContain('name="fullName" value="Zanele"')
    expect(html).toContain('name="phone" value="011 123"')
    expect(html).toMatch(/<option value="quotes" selected="">Quotes<\/option>/)
    expect(html).toContain('class="field__error">Name and Surname must be valid</p>')
    expect(html).toContain('class="field__error">Phone number must be valid</p>')
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2)
  })

  it("leaves another form's answer to that form", () => {
    const html = renderPage('/contact', 'call-back-new', {
      form: 'contact-form',
      result: {
        status: 'error',
        initialValue: { fullName: 'Zanele' },
        error: { fullName: ['Name and Surname must be valid'] },
      },
    })
    expect(html).toContain('<input type="hidden" name="_form" value="call-back-new"/>')
    expect(html).not.toContain('field__error')
    expect(html).not.toContain('Zanele')
  })

  it('shows a call-back answer with the one call-back message, and THANK YOU after the redirect', () => {
    const invalid = renderPage('/call-back', 'call-back-new', {
      form: 'call-back-new',
      result: {
        status: 'error',
        initialValue: { name: 'Thandi' },
        error: { surname: [CALLBACK_INCOMPLETE_MESSAGE] },
      },
    })
    expect(invalid).toContain(`role="alert">${CALLBACK_INCOMPLETE_MESSAGE}</p>`)
    expect(invalid).toMatch(/value="Thandi"/)
    const sent = renderPage('/call-back?sent=call-back-new', 'call-back-new')
    expect(sent).toContain('THANK YOU FOR CONTACTING US')
    expect(sent).toContain('One of our consultants will get back to you shortly.')
    // DONE, which goes home without script too; no form to send again.
    const [done, ...others] = formTags(sent)
    expect(others).toEqual([])
    expect(done).toMatch(/ action="\/" method="get"/)
  })
})

describe('isCrossSiteRequest: only this site posts to its page actions', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{}, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
  ])('%o: cross-site %s', (headers, crossSite) => {
    const request = new Request('http://127.0.0.1:3000/contact', { method: 'POST', headers })
    expect(isCrossSiteRequest(request)).toBe(crossSite)
  })
})
