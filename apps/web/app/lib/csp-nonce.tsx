import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided by entry.server for the scripts React Router renders. */
export const CspNonceContext = createContext<string | undefined>(undefined)

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext)
}
