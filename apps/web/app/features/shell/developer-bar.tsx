import { Suspense, useState } from 'react'
import { Slot } from '../../lib/embeds.tsx'
import { useSite } from '../../lib/site.tsx'
import { useWorkbenchLaunch } from '../../lib/workbench-session.ts'

/**
 * Developer bar (test mode only, shell spec §2): call-centre mode, session ID, in call-centre mode the
 * launch token and agent ID, and Purge Cache (POST /purge-server-cache empties the server's caches).
 * With the generateData flag (shell spec §4) it also offers the test-data generator.
 */
export function DeveloperBar({ launchToken }: { launchToken: string | undefined }) {
  const { settings, session } = useSite()
  // The verified launch's agent first; before (or without) one, the dialler's agent parameter.
  const launch = useWorkbenchLaunch()
  const [purge, setPurge] = useState<'idle' | 'purging' | 'purged' | 'failed'>('idle')

  async function purgeCache() {
    setPurge('purging')
    try {
      const response = await fetch('/purge-server-cache', { method: 'POST' })
      setPurge(response.ok ? 'purged' : 'failed')
    } catch {
      setPurge('failed')
    }
  }

  return (
    <aside className="developer-bar" aria-label="Developer bar">
      <dl>
        <div>
          <dt>Call-centre mode</dt>
          <dd>{settings.callCentre ? 'on' : 'off'}</dd>
        </div>
        <div>
          <dt>Session ID</dt>
          <dd data-testid="developer-session-id">{session?.hashedSessionId ?? '…'}</dd>
        </div>
        {settings.callCentre ? (
          <>
            <div>
              <dt>Launch token</dt>
              <dd>{launchToken ?? launch?.wbToken ?? 'none'}</dd>
            </div>
            <div>
              <dt>Agent ID</dt>
              <dd>{launch?.wbTokenData?.agentId ?? session?.connexData?.agent ?? 'none'}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <button type="button" onClick={purgeCache} disabled={purge === 'purging'}>
        Purge Cache
      </button>
      <span role="status">
        {purge === 'purged' ? 'Cache purged' : purge === 'failed' ? 'Purge failed' : ''}
      </span>
      {/* The slot waits for the registrations in the browser (lib/embeds.tsx). */}
      <Suspense fallback={null}>
        <Slot name="test-data-generator" />
      </Suspense>
    </aside>
  )
}
