// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { createRoutesStub, type ActionFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { PostedFormAnswer } from '../../lib/posted-form.tsx'
import { SiteContext, type Site } from '../../lib/site.tsx'
import { testSite } from '../../lib/site.testing.tsx'
import { BlogSubscriptionForm } from './blog-subscription-form.tsx'
import { CallMeBackForm } from './call-me-back-form.tsx'
import { ClaimForm } from './claim-form.tsx'
import { ContactUsForm } from './contact-us-form.tsx'
import { formAction } from './form-action.server.ts'
import { FreeLifeCover } from './free-life-cover.tsx'
import { pageRequestOf } from '../../lib/page-request.testing.ts'

/**
 * What a visitor sees on each lead form (issue 23, "One form stack"), rendered in a browser's
 * document through React Router's route stub: sent empty, the spec's message sits beside each
 * field (its aria-describedby); what was typed stays. The same for the page action's reply, when the
 * form was posted without script: the action's own parse, shown by the form.
 */

const site: Site = { ...testSite({ settings: { companyCode: 'IWYZE' } }), activeProducts: ['car', 'funeral'] }

afterEach(cleanup)

function renderForm(Form: ComponentType, options: { path?: string; answer?: PostedFormAnswer } = {}) {
  const path = options.path ?? '/contact'
  const Stub = createRoutesStub([{ id: 'page', path: '*', Component: Form }])
  return render(
    <SiteContext.Provider value={site}>
      <Stub
        initialEntries={[path]}
        {...(options.answer ? { hydrationData: { actionData: { page: options.answer } } } : {})}
      />
    </SiteContext.Provider>,
  )
}

/** The message beside the field labelled `label` (its aria-describedby), or null. */
function messageBeside(label: string): string | null {
  const control = screen.getByLabelText(label)
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  const messages = ids
    .map((id) => document.getElementById(id))
    .filter((node) => node?.className === 'field__error')
  if (messages.length === 0) return null
  expect(control.getAttribute('aria-invalid')).toBe('true')
  return messages[0]!.textContent
}

function valueOf(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value
}

/** The page action's answer to a post of `fields` (no script), as the page would show it. */
async function actionAnswer(path: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams(fields),
  })
  // Only what a refused form reads of the page server: nothing is sent to the API.
  const context = { companyCode: 'IWYZE', callCentre: false, testMode: false, featureFlags: [] }
  const answered = (await formAction({
    ...pageRequestOf(request),
    context,
    params: {},
  } as unknown as ActionFunctionArgs)) as {
    data: PostedFormAnswer
    init: { status: number }
  }
  return { status: answered.init.status, answer: answered.data }
}

describe('contact us', () => {
  it('sent empty: the spec message beside each field', async () => {
    renderForm(ContactUsForm)
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }))
    expect(messageBeside('Full name')).toBe('Name and Surname must be valid')
    expect(messageBeside('Phone number')).toBe('Phone number must be valid')
    expect(messageBeside('Department')).toBe('Select a department')
    expect(messageBeside('Product')).toBe('Select a product')
    expect(messageBeside('Message')).toBe('Message cannot be empty')
  })

  it('keeps what was typed, and takes a message away once its field is right', async () => {
    renderForm(ContactUsForm)
    await userEvent.type(screen.getByLabelText('Full name'), 'Zanele')
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me about my policy')
    await userEvent.click(screen.getByRole('button', { name: 'SEND' }))
    expect(valueOf('Full name')).toBe('Zanele')
    expect(valueOf('Message')).toBe('Please call me about my policy')
    expect(messageBeside('Full name')).toBe('Name and Surname must be valid')
    expect(messageBeside('Message')).toBeNull()
    await userEvent.type(screen.getByLabelText('Full name'), ' Dlamini')
    expect(messageBeside('Full name')).toBeNull()
    expect(messageBeside('Phone number')).toBe('Phone number must be valid')
  })

  it("posted without script: the action's messages and what was typed", async () => {
    const { status, answer } = await actionAnswer('/contact', {
      _form: 'contact-form',
      fullName: 'Zanele',
      phone: '011 123',
      message: '',
      department: 'quotes',
      product: '',
    })
    expect(status).toBe(400)
    renderForm(ContactUsForm, { answer })
    expect(valueOf('Full name')).toBe('Zanele')
    expect(valueOf('Phone number')).toBe('011 123')
    expect(valueOf('Department')).toBe('quotes')
    expect(messageBeside('Full name')).toBe('Name and Surname must be valid')
    expect(messageBeside('Phone number')).toBe('Phone number must be valid')
    expect(messageBeside('Message')).toBe('Message cannot be empty')
    expect(messageBeside('Product')).toBe('Select a product')
    expect(messageBeside('Department')).toBeNull()
  })
})

describe('claim', () => {
  it('sent empty: the spec message beside each field', async () => {
    renderForm(ClaimForm)
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT CLAIM' }))
    expect(messageBeside('Name')).toBe('Name must be valid')
    expect(messageBeside('Surname')).toBe('Surname must be valid')
    expect(messageBeside('Email')).toBe('Email must be valid')
    expect(messageBeside('ID number')).toBe('Id Number must be valid')
    expect(messageBeside('Phone number')).toBe('Phone number must be valid')
    expect(messageBeside('Product')).toBe('Select a product')
  })

  it('keeps what was typed, the phone without its spaces', async () => {
    renderForm(ClaimForm)
    await userEvent.type(screen.getByLabelText('Name'), 'Thandi')
    await userEvent.type(screen.getByLabelText('Email'), 'thandi@')
    await userEvent.type(screen.getByLabelText('Phone number'), '082 123 4567')
    await userEvent.tab()
    await userEvent.click(screen.getByRole('button', { name: 'SUBMIT CLAIM' }))
    expect(valueOf('Name')).toBe('Thandi')
    expect(valueOf('Email')).toBe('thandi@')
    expect(valueOf('Phone number')).toBe('0821234567')
    expect(messageBeside('Name')).toBeNull()
    expect(messageBeside('Email')).toBe('Email must be valid')
    expect(messageBeside('Phone number')).toBeNull()
  })

  it("posted without script: the action's messages and what was typed", async () => {
    const { status, answer } = await actionAnswer('/claims', {
      _form: 'claim-form',
      name: 'Thandi',
      surname: '',
      email: 'thandi@example.co.za',
      idNumber: '8001015009088',
      phone: '0821234567',
      product: '',
    })
    expect(status).toBe(400)
    renderForm(ClaimForm, { path: '/claims', answer })
    expect(valueOf('Name')).toBe('Thandi')
    expect(valueOf('ID number')).toBe('8001015009088')
    expect(messageBeside('Surname')).toBe('Surname must be valid')
    expect(messageBeside('ID number')).toBe('Id Number must be valid')
    expect(messageBeside('Email')).toBeNull()
  })
})

describe('call me back', () => {
  const incomplete = 'Please complete all form fields and try again'
  const NewForm = () => <CallMeBackForm variant="new" heading={null} />

  it('sent empty: the one call-back message above and beside each field', async () => {
    renderForm(NewForm, { path: '/call-back' })
    await userEvent.click(screen.getByRole('button', { name: 'CALL ME BACK' }))
    expect(screen.getByRole('alert').textContent).toBe(incomplete)
    for (const label of ['Name', 'Surname', 'Cellphone number', 'Email', 'Product']) {
      expect(messageBeside(label)).toBe(incomplete)
    }
    // A reason is always chosen (the first by default).
    expect(messageBeside('Reason for the call')).toBeNull()
  })

  it('keeps what was typed', async () => {
    renderForm(NewForm, { path: '/call-back' })
    await userEvent.type(screen.getByLabelText('Name'), 'Thandi')
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Car Insurance')
    await userEvent.click(screen.getByRole('button', { name: 'CALL ME BACK' }))
    expect(valueOf('Name')).toBe('Thandi')
    expect(
      within(screen.getByLabelText('Product')).getByRole<HTMLOptionElement>('option', { selected: true })
        .text,
    ).toBe('Car Insurance')
    expect(messageBeside('Name')).toBeNull()
    expect(messageBeside('Surname')).toBe(incomplete)
  })

  it('the short variant, without e-mail, sends its placeholder: no message for a field not shown', async () => {
    renderForm(() => <CallMeBackForm variant="one" heading={null} />, { path: '/call-back' })
    expect(screen.queryByLabelText('Email')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'CALL ME BACK' }))
    expect(messageBeside('Name')).toBe(incomplete)
    expect(document.querySelectorAll('.field__error')).toHaveLength(4)
  })

  it('a failure shows the server sentence; TRY AGAIN shows the form with what was typed', async () => {
    const answers: Record<string, Response> = {
      '/global/auth/getToken': Response.json({ code: 200, data: { token: 'rate-token' } }),
      '/wyzeapi/cc/submitCallback': Response.json(
        { code: 503, msg: 'Our consultants are offline for maintenance.' },
        { status: 503 },
      ),
    }
    const realFetch = globalThis.fetch
    // The site's API client takes fetch when it is made: a key of its own makes a new one.
    globalThis.fetch = (async (url: string) => answers[new URL(url, 'http://site').pathname]!) as typeof fetch
    try {
      const failing: Site = { ...site, settings: { ...site.settings, publicApiKey: 'try-again' } }
      failing.session = { hashedSessionId: 'session-1' } as Site['session']
      const Stub = createRoutesStub([{ id: 'page', path: '*', Component: NewForm }])
      render(
        <SiteContext.Provider value={failing}>
          <Stub initialEntries={['/call-back']} />
        </SiteContext.Provider>,
      )
      await userEvent.type(screen.getByLabelText('Name'), 'Thandi')
      await userEvent.type(screen.getByLabelText('Surname'), 'Mokoena')
      await userEvent.type(screen.getByLabelText('Cellphone number'), '0821234567')
      await userEvent.type(screen.getByLabelText('Email'), 'thandi@example.co.za')
      await userEvent.selectOptions(screen.getByLabelText('Product'), 'Car Insurance')
      await userEvent.click(screen.getByRole('button', { name: 'CALL ME BACK' }))
      const alert = await screen.findByRole('alert')
      expect(within(alert).getByRole('heading').textContent).toBe(
        'Our consultants are offline for maintenance.',
      )
      await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }))
      expect(valueOf('Name')).toBe('Thandi')
      expect(valueOf('Surname')).toBe('Mokoena')
      expect(valueOf('Email')).toBe('thandi@example.co.za')
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it("posted without script: the action's messages and what was typed", async () => {
    const { status, answer } = await actionAnswer('/call-back', {
      _form: 'call-back-new',
      name: 'Thandi',
      surname: '',
      phone: '0821234567',
      email: 'thandi@example.co.za',
      product: '',
      reason: 'Sales',
    })
    expect(status).toBe(400)
    renderForm(NewForm, { path: '/call-back', answer })
    expect(screen.getByRole('alert').textContent).toBe(incomplete)
    expect(valueOf('Name')).toBe('Thandi')
    expect(valueOf('Cellphone number')).toBe('0821234567')
    expect(messageBeside('Surname')).toBe(incomplete)
    expect(messageBeside('Product')).toBe(incomplete)
    expect(messageBeside('Name')).toBeNull()
  })
})

describe('blog subscription', () => {
  it('sent empty: the spec message beside each field; what was typed stays', async () => {
    renderForm(BlogSubscriptionForm, { path: '/blog' })
    await userEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }))
    expect(messageBeside('First name')).toBe('First name must be valid')
    expect(messageBeside('Last name')).toBe('Last name must be valid')
    expect(messageBeside('Email')).toBe('Email must be valid')
    await userEvent.type(screen.getByLabelText('First name'), 'Sipho')
    await userEvent.click(screen.getByRole('button', { name: 'SUBSCRIBE' }))
    expect(valueOf('First name')).toBe('Sipho')
    expect(messageBeside('First name')).toBeNull()
    expect(messageBeside('Email')).toBe('Email must be valid')
  })
})

describe('free life cover', () => {
  it('step 1 sent empty: the ID number message beside the field', async () => {
    renderForm(FreeLifeCover, { path: '/free-life-cover' })
    await userEvent.click(screen.getByRole('button', { name: 'Validate ID' }))
    expect(messageBeside('ID number')).toBe('Id Number must be valid')
  })

  it('step 2 sent empty: the spec message beside each beneficiary field; what was typed stays', async () => {
    const answer: PostedFormAnswer = {
      form: 'free-life-cover',
      result: { initialValue: {} },
      campaign: { step: 2, zaIdNumber: '8001015009087' },
    }
    renderForm(FreeLifeCover, { path: '/free-life-cover', answer })
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(messageBeside('Beneficiary full name')).toBe('Name must be at least 3 characters')
    expect(messageBeside('Beneficiary ID number')).toBe('Enter an ID number or a date of birth')
    expect(messageBeside('Beneficiary email')).toBe('Email must be valid')
    expect(messageBeside('Beneficiary phone number')).toBe('Phone number must be valid')
    expect(messageBeside('Relation to you')).toBe('Select a relation')
    await userEvent.type(screen.getByLabelText('Beneficiary full name'), 'Lerato Mokoena')
    expect(valueOf('Beneficiary full name')).toBe('Lerato Mokoena')
    expect(messageBeside('Beneficiary full name')).toBeNull()
  })
})
