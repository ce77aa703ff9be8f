import { expect } from '@playwright/test'
import { MAILBOX_PORT } from '../../../playwright.config.ts'

type ReceivedEmail = { to: string[]; subject: string; text: string; at: number }

/**
 * The newest e-mail to `to` that arrived after `since` and whose subject matches, as the servers'
 * SMTP server got it (apps/web/e2e/smtp-sink.mjs): waited for, since the outbox sends just after.
 */
export async function emailTo(to: string, subject: RegExp, since: number): Promise<ReceivedEmail> {
  let found: ReceivedEmail | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${MAILBOX_PORT}/messages?${new URLSearchParams({ to })}`,
        )
        const messages = (await response.json()) as ReceivedEmail[]
        found = messages.filter((message) => message.at >= since && subject.test(message.subject)).at(-1)
        return found !== undefined
      },
      { timeout: 20_000, message: `an e-mail to ${to} (${subject})` },
    )
    .toBe(true)
  return found!
}

/** The six-digit code of the newest resume e-mail to `to`. */
export async function resumeCodeFor(to: string, since: number): Promise<string> {
  const email = await emailTo(to, /code to continue/i, since)
  return /\b(\d{6})\b/.exec(email.text)![1]!
}
