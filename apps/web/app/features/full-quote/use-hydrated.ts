import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while the page is drawn on the server and hydrated, true once its script answers input:
 * a search widget replaces the plain field a page without script sends as it is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
