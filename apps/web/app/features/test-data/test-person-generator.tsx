import { useId, useState } from 'react'
import { ApiCallError } from '../../lib/api-client.ts'
import { useSite } from '../../lib/site.tsx'
import { siteApiClient } from '../../lib/form-site.ts'
import type { TestPerson } from '@insure/domain/test-data'
import { copyText } from './copy-text.ts'
import { ageFrom, testDataAgesOf, testPersonPath } from './test-data-ages.ts'

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; person: TestPerson }

/**
 * The test-data generator of the developer bar (shell spec §4 generateData; forms spec §7): a made-up
 * person aged within the session's minAge and maxAge, with a copy button for each value, for filling
 * in forms by hand. The person stays in this component: it is not logged, stored or tracked.
 */
export function TestPersonGenerator() {
  const { settings, session } = useSite()
  const ages = testDataAgesOf(session?.testDataAges)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const [copied, setCopied] = useState('')
  const headingId = useId()

  async function generate() {
    setState({ kind: 'loading' })
    setCopied('')
    try {
      const person = await siteApiClient(settings.publicApiKey).get<TestPerson>(testPersonPath(ages), {
        cache: false,
      })
      setState({ kind: 'ready', person })
    } catch (error) {
      const detail = error instanceof ApiCallError && error.msg ? ` ${error.msg}` : ''
      setState({ kind: 'failed', message: `Could not generate a test person.${detail}` })
    }
  }

  async function copy(label: string, value: string) {
    setCopied(
      (await copyText(value))
        ? `${label} copied`
        : `Could not copy the ${label}; select it and copy it yourself`,
    )
  }

  const person = state.kind === 'ready' ? state.person : null
  const age = person ? ageFrom(person.dateOfBirth) : null
  const rows: [string, string][] = person
    ? [
        ['Name', person.name],
        ['Surname', person.surname],
        ['ID number', person.idNumber],
        ['Date of birth', person.dateOfBirth],
        ['Gender', person.gender],
        ['Phone', person.phone],
        ['Email', person.email],
      ]
    : []

  return (
    <section className="test-person" aria-labelledby={headingId}>
      <h2 id={headingId} className="test-person__heading">
        Test data
      </h2>
      <p className="test-person__ages">
        Ages {ages.minAge} to {ages.maxAge}
      </p>
      <button type="button" onClick={generate} disabled={state.kind === 'loading'}>
        Generate test person
      </button>
      <p role="status" className="test-person__status">
        {state.kind === 'loading'
          ? 'Generating…'
          : state.kind === 'failed'
            ? state.message
            : person
              ? `Test person generated${age === null ? '' : `, aged ${age}`}. ${copied}`
              : ''}
      </p>
      {person ? (
        <dl className="test-person__values" data-testid="test-person">
          {rows.map(([label, value]) => (
            <div key={label} className="test-person__row">
              <dt>{label}</dt>
              <dd>
                <span data-testid={`test-person-${label.toLowerCase().replaceAll(' ', '-')}`}>{value}</span>{' '}
                <button type="button" aria-label={`Copy ${label}`} onClick={() => copy(label, value)}>
                  Copy
                </button>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  )
}
