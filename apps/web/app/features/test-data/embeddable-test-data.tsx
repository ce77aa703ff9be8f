import { Suspense, lazy } from 'react'
import { registerSlot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'
import { showsTestDataGenerator } from './test-data-ages.ts'

/** Test mode with the generateData flag only: its code loads when it is shown. */
const LazyTestPersonGenerator = lazy(() =>
  import('./test-person-generator.tsx').then((module) => ({
    default: module.TestPersonGenerator,
  })),
)

/** The developer bar's test-data generator, when the visitor's flags ask for it (shell spec §4). */
function TestDataGenerator() {
  const { settings, session, featureFlags } = useSite()
  if (!showsTestDataGenerator(settings.testMode, session?.featureFlags, featureFlags)) return null
  return (
    <Suspense fallback={null}>
      <LazyTestPersonGenerator />
    </Suspense>
  )
}

// The developer bar (shell) shows it in its slot; root.tsx imports this module.
registerSlot('test-data-generator', TestDataGenerator)
