import { z } from '../../zod-config/index.ts'
import { MedicalAidSchema, type MedicalAid } from '../../medical-aid/index.ts'
import { pageErrorsOf, recordedAsDone, type PageDefinition } from './definition.ts'

/**
 * GAP's medical aid page (forms spec §3, §5): scheme, option, number and inception date, checked by
 * MedicalAidSchema with its four messages. Its save and view come with GAP (issue 23).
 */
export const medicalAidPage: PageDefinition<Record<string, never>, MedicalAid, void, MedicalAid> = {
  settingsSchema: z.object({}).transform(() => ({})),
  inputSchema: MedicalAidSchema,
  savesThrough: 'none',
  validate(_settings, input) {
    const parsed = MedicalAidSchema.safeParse(input)
    return parsed.success
      ? { ok: true, value: parsed.data }
      : { ok: false, errors: pageErrorsOf(parsed.error.issues) }
  },
  isComplete: recordedAsDone,
}
