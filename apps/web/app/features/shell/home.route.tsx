import type { Route } from './+types/home.route'
import { loadCompanySetup } from '../../lib/content.server.ts'

export async function loader({ context }: Route.LoaderArgs) {
  const setup = await loadCompanySetup(context)
  // Shell spec §2: the local number is shown at the root URL.
  return { companyName: setup.metadata.name, phoneNumber: setup.metadata.local_phone_number }
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: data ? `${data.companyName} | Insurance online` : 'Insurance online' },
    {
      name: 'description',
      content: 'Car, home, life, GAP and more: get a quick quote or ask for a call back.',
    },
  ]
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { companyName, phoneNumber } = loaderData
  const telephone = phoneNumber.replace(/\s+/g, '')
  return (
    <>
      <header className="top-bar">
        <span className="brand">{companyName}</span>
        <a className="call-link" href={`tel:${telephone}`}>
          Call us on {phoneNumber}
        </a>
      </header>
      <main className="page">
        <h1>Insurance from {companyName}</h1>
        <p>Car, home, life, GAP and more. Get a quick quote online, or call us on {phoneNumber}.</p>
      </main>
    </>
  )
}
