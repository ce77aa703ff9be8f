import { renderToString } from 'react-dom/server'
import { createRequestHandler, Outlet, ServerRouter, type EntryContext, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'

/**
 * React Router is patched (patches/react-router+7.18.4.patch) to make a build's server routes once,
 * not on every render (issue 25: they were a fifth of an uncached render's CPU). A render still
 * draws the route modules it is given: a dev server's edit brings new modules under the same
 * manifest, and the page must show the edit.
 */
const route = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: `/${id}.js`,
  imports: [],
  hasAction: false,
  hasLoader: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
})

/** One manifest for every build below, as a dev server keeps it across an edit of a page. */
const assets = {
  entry: { module: '/entry.client.js', imports: [] },
  routes: { root: route('root', ''), page: route('page', 'page', 'root') },
  url: '/manifest.js',
  version: '1',
}

function Root() {
  return (
    <main>
      <Outlet />
    </main>
  )
}

function renderPage(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = renderToString(<ServerRouter context={context} url={request.url} />)
  headers.set('content-type', 'text/html')
  return new Response(html, { status, headers })
}

function buildDrawing(text: string): ServerBuild {
  const Page = () => <h1>{text}</h1>
  return {
    entry: { module: { default: renderPage } },
    routes: {
      root: { id: 'root', path: '', module: { default: Root } },
      page: { id: 'page', parentId: 'root', path: 'page', module: { default: Page } },
    },
    assets,
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    basename: '/',
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild
}

const pageOf = async (build: ServerBuild) => {
  const response = await createRequestHandler(build, 'production')(new Request('http://localhost/page'))
  return { status: response.status, html: await response.text() }
}

describe('server routes made once per build (patched React Router)', () => {
  it('draws the page of the route modules it is given, render after render', async () => {
    const first = buildDrawing('First text')
    const edited = buildDrawing('Edited text')
    const pages = [await pageOf(first), await pageOf(first), await pageOf(edited), await pageOf(first)]
    expect(pages.map(({ status }) => status)).toEqual([200, 200, 200, 200])
    expect(pages.map(({ html }) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1])).toEqual([
      'First text',
      'First text',
      'Edited text',
      'First text',
    ])
  })
})
