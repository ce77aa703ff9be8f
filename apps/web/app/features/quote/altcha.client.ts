/**
 * Loads the ALTCHA widget (self-hosted: no CDN, nothing fetched from elsewhere) the first time the
 * quote page needs it. The "external" build is used because the site's content security policy
 * refuses inline <style> elements and blob: workers: its stylesheet and the proof-of-work workers are
 * served from our own origin as built files instead.
 */
import 'altcha/external'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'])
  $altcha.algorithms.set(algorithm, () => new Pbkdf2Worker())
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512'])
  $altcha.algorithms.set(algorithm, () => new ShaWorker())

export {}
