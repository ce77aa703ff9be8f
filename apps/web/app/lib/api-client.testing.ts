import type { ApiClient } from './api-client.ts'

/** An API client that answers every GET with `data` and remembers the paths asked. */
export function fakeApi(data: unknown) {
  const asked: string[] = []
  const api: ApiClient = {
    get: <T>(path: string) => {
      asked.push(path)
      return Promise.resolve(data as T)
    },
    post: () => Promise.reject(new Error('not used')),
    put: () => Promise.reject(new Error('not used')),
  }
  return { api, asked }
}

/** A signal that never fires. */
export const signal = () => new AbortController().signal
