import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiCallError, type ApiClient } from './api-client.ts'
import { composeErrorMessage } from './error-message.ts'
import { PRODUCT_LIST_FAILURE, loadProductList, type ListedProduct } from './product-list.ts'

const car = { productId: 1, hashedProductId: 'p-car', internalName: 'CAR' } as ListedProduct

/** An API whose GET answers `answer` (or throws it), recording the paths asked. */
function apiAnswering(answer: unknown) {
  const paths: string[] = []
  const api: ApiClient = {
    get: async (path) => {
      paths.push(path)
      if (answer instanceof Error) throw answer
      return answer as never
    },
    post: async () => ({}) as never,
    put: async () => ({}) as never,
  }
  return { api, paths }
}

/** A browser window that records the errors reported to the shell's popup. */
function browserWindow() {
  const popups: string[] = []
  vi.stubGlobal('window', {
    dispatchEvent: (event: CustomEvent) => {
      popups.push(
        composeErrorMessage(event.detail, new Date(Date.UTC(2026, 10, 27, 8, 0, 0))).replace(/^[\d:]+: /, ''),
      )
      return true
    },
  })
  vi.stubGlobal(
    'CustomEvent',
    class extends Event {
      detail: unknown
      constructor(type: string, init: { detail: unknown }) {
        super(type)
        this.detail = init.detail
      }
    },
  )
  return popups
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the product list (shell spec §7 GET A/product/all; forms spec §8 "Product list failure")', () => {
  it.each([
    [
      'a visitor: the list, from A/product/all',
      false,
      [car],
      { products: [car], path: '/wyzeapi/product/all', logged: [], popups: [] },
    ],
    [
      'an agent: the list of the launch company',
      true,
      [car],
      { products: [car], path: '/wyzeapi/product/all?companyCode=OM', logged: [], popups: [] },
    ],
    [
      'a visitor, the call fails: logged only',
      false,
      new ApiCallError(503, 'Service unavailable'),
      {
        products: null,
        path: '/wyzeapi/product/all',
        logged: [PRODUCT_LIST_FAILURE],
        popups: [],
      },
    ],
    [
      "an agent, the call answers 400: logged, and the popup shows the error body's message",
      true,
      new ApiCallError(400, 'This company is not known.'),
      {
        products: null,
        path: '/wyzeapi/product/all?companyCode=OM',
        logged: [PRODUCT_LIST_FAILURE],
        popups: ['This company is not known.\nStatus: 400'],
      },
    ],
  ] as const)('%s', async (_row, callCentre, answer, expected) => {
    const popups = browserWindow()
    const logged: string[] = []
    vi.spyOn(console, 'error').mockImplementation((message: string) => logged.push(message))
    const { api, paths } = apiAnswering(answer)
    const products = await loadProductList(api, { callCentre, companyCode: 'OM' })
    expect({ products, path: paths[0], logged, popups }).toEqual(expected)
  })
})
