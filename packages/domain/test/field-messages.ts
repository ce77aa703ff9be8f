import type { z } from 'zod'

/**
 * Messages of a parse by field path (`bName`, `address.street`; '' for the whole form), as a form
 * would show them. Empty when the parse succeeded.
 */
export function fieldMessages(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const messages: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const path = issue.path.join('.')
    ;(messages[path] ??= []).push(issue.message)
  }
  return messages
}
