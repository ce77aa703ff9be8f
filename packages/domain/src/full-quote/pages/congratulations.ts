import { z } from '../../zod-config/index.ts'
import type { PageDefinition } from './definition.ts'

/** The last page: nothing to send; it is reached once a policy exists. */
export const congratulationsPage: PageDefinition<Record<string, never>, null, void, null> = {
  settingsSchema: z.object({}).transform(() => ({})),
  inputSchema: z.null(),
  savesThrough: 'none',
  validate: () => ({ ok: false, errors: [{ path: '', message: 'This page takes nothing to send.' }] }),
  isComplete: (_page, progress) => progress.purchased,
}
