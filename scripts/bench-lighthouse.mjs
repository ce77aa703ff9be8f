// Lighthouse performance for `npm run bench`: mobile preset (Lighthouse's default configuration) with
// real slowing (`throttlingMethod: 'devtools'`; the simulated method is bimodal on server-rendered
// pages, see DESIGN.md's known traps), several runs, median. Each run gets its own Chromium with a
// fresh profile; a run that does not finish in time is abandoned and its Chromium killed.
//
// On its own: `node scripts/bench-lighthouse.mjs <url>…` against a server that is already running.
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
/** A devtools-throttled mobile run takes ~20 s here; past this the run is abandoned. */
export const LIGHTHOUSE_RUN_TIMEOUT_MS = Number(process.env.LIGHTHOUSE_RUN_TIMEOUT_MS ?? 150_000)
export const LIGHTHOUSE_REPORT_DIR =
  process.env.LIGHTHOUSE_REPORT_DIR ?? path.join(os.tmpdir(), 'insure-lighthouse')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// As root, in a container, with the network closed (DESIGN.md, known traps).
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--no-default-browser-check',
]

// Whatever happens to the bench, no Chromium outlives it.
process.on('exit', () => chromeLauncher.killAll())
// An abandoned run's Lighthouse fails later, once its Chromium is killed, sometimes from a promise it
// does not hand back: that is expected and must not end the bench. Anything else still does.
process.on('unhandledRejection', (reason) => {
  if (reason instanceof Error && /[\\/]node_modules[\\/]lighthouse[\\/]/.test(reason.stack ?? '')) return
  throw reason
})

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function withTimeout(promise, ms, what) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** One Lighthouse run in its own Chromium: the figures, or `{ error }`. */
export async function lighthouseRun(url) {
  let chrome
  try {
    chrome = await withTimeout(
      chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' }),
      30_000,
      'Chromium start',
    )
    const running = lighthouse(url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
      maxWaitForFcp: 30_000,
      maxWaitForLoad: 60_000,
    })
    running.catch(() => {}) // abandoned after the timeout: its failure is no longer anyone's
    const result = await withTimeout(running, LIGHTHOUSE_RUN_TIMEOUT_MS, `Lighthouse on ${url}`)
    const lhr = result?.lhr
    const score = lhr?.categories?.performance?.score
    if (!lhr || typeof score !== 'number') {
      return { error: lhr?.runtimeError?.message ?? 'no performance score' }
    }
    const metric = (id) => lhr.audits[id]?.numericValue
    return {
      score: Math.round(score * 100),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      siMs: metric('speed-index'),
      warnings: lhr.runWarnings ?? [],
      lhr,
      html: result.report,
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  } finally {
    try {
      chrome?.kill() // SIGKILL to Chromium's whole process group, then its profile folder is removed
    } catch {
      /* already gone */
    }
  }
}

/** One line about one run, for the bench's progress output. */
export function describeRun(run) {
  if (run.error) return `failed: ${run.error}`
  return `${run.score} (FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls?.toFixed(3)}, SI ${ms(run.siMs)})`
}

/**
 * The runs of one page: every score, the median, the median run's metrics; that run's report is
 * written to LIGHTHOUSE_REPORT_DIR as `<label>.html` and `<label>.json`.
 */
export function summariseLighthouse(label, runs) {
  const scored = runs.filter((run) => !run.error)
  const scores = scored.map((run) => run.score)
  const medianScore = scores.length ? median(scores) : null
  const medianRun = scored.find((run) => run.score === medianScore)
  let reportPath = null
  if (medianRun) {
    const slug = label
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
    mkdirSync(LIGHTHOUSE_REPORT_DIR, { recursive: true })
    reportPath = path.join(LIGHTHOUSE_REPORT_DIR, `${slug}.html`)
    writeFileSync(reportPath, medianRun.html)
    writeFileSync(path.join(LIGHTHOUSE_REPORT_DIR, `${slug}.json`), JSON.stringify(medianRun.lhr))
  }
  return {
    scores,
    failures: runs.filter((run) => run.error).map((run) => run.error),
    median: medianScore,
    medianRun,
    reportPath,
  }
}

export function ms(value) {
  return value === undefined ? '?' : `${(value / 1000).toFixed(2)} s`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const urls = process.argv.slice(2)
  if (urls.length === 0) {
    console.error('usage: node scripts/bench-lighthouse.mjs <url>…  (LIGHTHOUSE_RUNS, default 5)')
    process.exit(2)
  }
  // Interleaved: run 1 of every page, then run 2…, so a noisy minute does not land on one page only.
  const runs = Object.fromEntries(urls.map((url) => [url, []]))
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++) {
    for (const url of urls) {
      const run = await lighthouseRun(url)
      runs[url].push(run)
      console.error(`lighthouse run ${round} ${url}: ${describeRun(run)}`)
    }
  }
  for (const url of urls) {
    const summary = summariseLighthouse(new URL(url).host + new URL(url).pathname, runs[url])
    console.log(
      `${url}: median ${summary.median ?? 'n/a'} of [${summary.scores.join(', ')}]` +
        `${summary.failures.length ? `, ${summary.failures.length} failed` : ''}; report ${summary.reportPath}`,
    )
  }
  process.exit(0)
}
