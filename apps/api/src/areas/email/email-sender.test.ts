import { eq, inArray, sql } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PolicyScheduleSchema } from '@insure/domain/policy-schedule'
import { funeralScheduleInput, SCHEDULE_ID_NUMBER } from '@insure/domain/policy-schedule/testing'
import { insertTestPolicy } from '../../../test/document-fixtures.ts'
import { pdfText } from '../../../test/pdf-text.ts'
import { startSmtpTestServer } from '../../../test/smtp-test-server.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { documents, emailOutbox, emailOutboxAttachments } from '../../db/schema/index.ts'
import { newHashedId } from '../../lib/hashed-id.ts'
import { issuePolicySchedule } from '../documents/policy-schedule.ts'
import { renderPolicySchedulePdf } from '../documents/policy-schedule-pdf.ts'
import { EmailSender, MAX_SEND_ATTEMPTS, retryDelayMs, sendErrorSummary } from './email-sender.ts'
import { emailAsEml, stateOf, unsentEmailLines } from './outbox-reader.ts'

const smtp = await startSmtpTestServer()
const logLines: string[] = []
const testApp = await createTestApp(
  { smtpUrl: smtp.url, mailFrom: 'iWYZE <no-reply@iwyze.co.za>', logLevel: 'info' },
  { logStream: { write: (line) => void logLines.push(line) } },
)
const { app, db } = testApp
afterAll(async () => {
  await testApp.close()
  await smtp.close()
})

const schedule = PolicyScheduleSchema.parse(funeralScheduleInput())
const pdf = await renderPolicySchedulePdf(schedule)

/** What a purchase does besides its policy row: the schedule and its e-mail, in one transaction. */
async function purchase(policyHashedId?: string) {
  const policy = policyHashedId ?? (await insertTestPolicy(db))
  return db.transaction((tx) => issuePolicySchedule(app, tx, { policyHashedId: policy, schedule, pdf }))
}

async function outboxRow(hashedId: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.hashedId, hashedId))
  return row!
}

/** Time passes: the message's next attempt comes now. */
async function makeDue(hashedId: string) {
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.hashedId, hashedId))
}

beforeEach(async () => {
  smtp.accept()
  // Messages of earlier tests are sent or given up: none is due.
  await app.emailSender.sendDueEmails()
  smtp.received.length = 0
  logLines.length = 0
})

describe('the confirmation e-mail, through the outbox to a real SMTP server', () => {
  it('arrives with the policy schedule attached, from MAIL_FROM, and is marked sent', async () => {
    const { emailHashedId, documentHashedId } = await purchase()
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 1, failed: 0 })

    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]!
    expect(mail.from?.value).toEqual([{ name: 'iWYZE', address: 'no-reply@iwyze.co.za' }])
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('sipho@example.co.za')
    expect(mail.subject).toBe('Your iWYZE Funeral Cover policy IWFUN-000123')
    expect(mail.messageId).toBe(`<${emailHashedId}@iwyze.co.za>`)
    expect(mail.text).toContain('Your policy number is IWFUN-000123.')
    expect(mail.text).toContain('Your premium is R245.50 a month.')
    expect(mail.text).not.toContain(SCHEDULE_ID_NUMBER)

    expect(mail.attachments).toHaveLength(1)
    const attachment = mail.attachments[0]!
    expect(attachment.filename).toBe('policy-schedule-IWFUN-000123.pdf')
    expect(attachment.contentType).toBe('application/pdf')
    expect(attachment.content.equals(pdf)).toBe(true)
    expect(await pdfText(attachment.content)).toContain('Your policy number is IWFUN-000123.')

    const row = await outboxRow(emailHashedId)
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null })
    expect(row.sentAt).toBeInstanceOf(Date)
    const [attached] = await db
      .select()
      .from(emailOutboxAttachments)
      .where(eq(emailOutboxAttachments.emailHashedId, emailHashedId))
    expect(attached).toMatchObject({ documentHashedId, position: 0 })
  })

  it('is sent once: a later run finds nothing due', async () => {
    await purchase()
    await app.emailSender.sendDueEmails()
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('is logged by its hashed id only: never the address or the body', async () => {
    const { emailHashedId } = await purchase()
    await app.emailSender.sendDueEmails()
    const lines = logLines.filter((line) => line.includes(emailHashedId))
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'e-mail sent', outboxId: emailHashedId, attempts: 1 })
    expect(logLines.join('\n')).not.toMatch(/sipho|example\.co\.za|\[email\]|IWFUN-000123/i)
  })
})

describe('a refusing SMTP server', () => {
  it('leaves the message unsent with attempts 1, and a later retry sends it', async () => {
    const { emailHashedId } = await purchase()
    smtp.refuse(451, 'Mailbox of sipho@example.co.za is busy, try later')
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 0, failed: 1 })

    const failed = await outboxRow(emailHashedId)
    expect(failed).toMatchObject({ sentAt: null, attempts: 1, lastError: 'EENVELOPE 451 MAIL FROM' })
    // Backs off: the next attempt is a minute away, so a run now leaves it.
    expect(failed.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(50_000)
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 0, failed: 0 })
    expect(logLines.join('\n')).not.toMatch(/sipho|busy/)

    smtp.accept()
    await makeDue(emailHashedId)
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received.map((mail) => mail.messageId)).toEqual([`<${emailHashedId}@iwyze.co.za>`])
    const sent = await outboxRow(emailHashedId)
    expect(sent).toMatchObject({ attempts: 2, nextAttemptAt: null })
    expect(sent.sentAt).toBeInstanceOf(Date)
  })

  it('is given up on after the last attempt: the row stays unsent for a person', async () => {
    const { emailHashedId } = await purchase()
    const sender = new EmailSender(app.emailOutbox, app.log, {
      smtpUrl: smtp.url,
      mailFrom: 'no-reply@iwyze.co.za',
      maxAttempts: 2,
    })
    smtp.refuse(550, 'No such user sipho@example.co.za')
    await sender.sendDueEmails()
    await makeDue(emailHashedId)
    await sender.sendDueEmails()
    expect(await outboxRow(emailHashedId)).toMatchObject({
      sentAt: null,
      attempts: 2,
      nextAttemptAt: null,
      lastError: 'EENVELOPE 550 MAIL FROM',
    })
    smtp.accept()
    expect(await sender.sendDueEmails()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(0)
    const gaveUp = logLines
      .map((line) => JSON.parse(line))
      .find((line) => line.outboxId === emailHashedId && line.level === 50)
    expect(gaveUp).toMatchObject({ attempts: 2, error: 'EENVELOPE 550 MAIL FROM' })
    await sender.stop()
  })

  it('that cannot be reached counts an attempt too', async () => {
    const { emailHashedId } = await purchase()
    const closed = await startSmtpTestServer()
    await closed.close()
    const sender = new EmailSender(app.emailOutbox, app.log, {
      smtpUrl: closed.url,
      mailFrom: 'no-reply@iwyze.co.za',
    })
    expect(await sender.sendDueEmails()).toEqual({ sent: 0, failed: 1 })
    expect(await outboxRow(emailHashedId)).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'ESOCKET CONN',
    })
    await sender.stop()
    await makeDue(emailHashedId)
  })
})

describe('the back-off', () => {
  it.each([
    [1, 60_000],
    [2, 4 * 60_000],
    [3, 16 * 60_000],
    [4, 64 * 60_000],
    [5, 256 * 60_000],
    [6, 6 * 60 * 60_000],
    [MAX_SEND_ATTEMPTS, 6 * 60 * 60_000],
  ])('waits after attempt %d: %d ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay)
  })

  it.each([
    [
      Object.assign(new Error('550 <sipho@example.co.za> unknown'), {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      }),
      'EENVELOPE 550 RCPT TO',
    ],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET', command: 'CONN' }), 'ESOCKET CONN'],
    [new Error('sipho@example.co.za'), 'send failed'],
    [{ code: 'sipho@example.co.za' }, 'send failed'],
  ])('records an error without what the server said: %s', (error, summary) => {
    expect(sendErrorSummary(error)).toBe(summary)
  })
})

describe('the outbox is written in the caller’s transaction', () => {
  it('a purchase rolled back leaves neither the schedule nor its e-mail', async () => {
    const policyHashedId = await insertTestPolicy(db)
    let issued: { documentHashedId: string; emailHashedId: string } | undefined
    await expect(
      db.transaction(async (tx) => {
        issued = await issuePolicySchedule(app, tx, { policyHashedId, schedule, pdf })
        throw new Error('the purchase failed after writing them')
      }),
    ).rejects.toThrow('the purchase failed')
    expect(issued).toBeDefined()
    expect(await db.select().from(documents).where(eq(documents.policyHashedId, policyHashedId))).toEqual([])
    expect(
      await db.select().from(emailOutbox).where(eq(emailOutbox.hashedId, issued!.emailHashedId)),
    ).toEqual([])
    expect(await app.emailSender.sendDueEmails()).toEqual({ sent: 0, failed: 0 })
  })

  it('refuses a message without a valid address, naming the field, not the value', async () => {
    await expect(
      db.transaction((tx) =>
        app.emailOutbox.enqueueEmail(tx, {
          to: 'sipho@',
          subject: 'Hi',
          text: 'Hello',
          html: null,
          documentHashedIds: [],
        }),
      ),
    ).rejects.toThrow("The e-mail's to is not valid")
  })
})

describe('two senders on one database', () => {
  it('send each message once', async () => {
    const other = await createTestApp({ smtpUrl: smtp.url }, { database: testApp.database })
    try {
      const issued = await Promise.all(Array.from({ length: 12 }, () => purchase()))
      const ids = issued.map(({ emailHashedId }) => emailHashedId)
      const runs = await Promise.all([
        app.emailSender.sendDueEmails(),
        other.app.emailSender.sendDueEmails(),
        app.emailSender.sendDueEmails(),
        other.app.emailSender.sendDueEmails(),
      ])
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12)
      expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
        ids.map((id) => `<${id}@iwyze.co.za>`).sort(),
      )
      const rows = await db.select().from(emailOutbox).where(inArray(emailOutbox.hashedId, ids))
      expect(rows.every((row) => row.attempts === 1 && row.sentAt !== null)).toBe(true)
    } finally {
      await other.close()
    }
  })
})

describe('without SMTP_URL', () => {
  it('sends nothing and leaves the messages in the outbox', async () => {
    const unsent = await createTestApp()
    try {
      expect(unsent.app.emailSender.sends).toBe(false)
      const policyOfUnsent = await insertTestPolicy(unsent.db)
      const { emailHashedId } = await unsent.db.transaction((tx) =>
        issuePolicySchedule(unsent.app, tx, { policyHashedId: policyOfUnsent, schedule, pdf }),
      )
      expect(await unsent.app.emailSender.sendDueEmails()).toEqual({ sent: 0, failed: 0 })
      const [row] = await unsent.db.select().from(emailOutbox).where(eq(emailOutbox.hashedId, emailHashedId))
      expect(row).toMatchObject({ sentAt: null, attempts: 0, toAddress: 'sipho@example.co.za' })
      expect(smtp.received).toHaveLength(0)

      // How a person reads them (npm run outbox): a line each, and each as an .eml with its PDF.
      const lines = await unsentEmailLines(unsent.app.emailOutbox)
      expect(lines.map((line) => line.split('\t'))).toEqual([
        [
          emailHashedId,
          row!.createdAt.toISOString(),
          'waiting',
          '-',
          'sipho@example.co.za',
          'Your iWYZE Funeral Cover policy IWFUN-000123',
        ],
      ])
      const eml = await simpleParser(
        (await emailAsEml(unsent.app.emailOutbox, emailHashedId, 'no-reply@iwyze.co.za'))!,
      )
      expect(eml.subject).toBe('Your iWYZE Funeral Cover policy IWFUN-000123')
      expect(eml.text).toContain('Your policy number is IWFUN-000123.')
      expect(eml.attachments.map((attachment) => attachment.filename)).toEqual([
        'policy-schedule-IWFUN-000123.pdf',
      ])
      expect(eml.attachments[0]!.content.equals(pdf)).toBe(true)
      expect(await emailAsEml(unsent.app.emailOutbox, newHashedId(), 'no-reply@iwyze.co.za')).toBeNull()
    } finally {
      await unsent.close()
    }
  })

  it.each([
    [{ attempts: 0, nextAttemptAt: new Date('2026-04-01T10:00:00Z') }, 'waiting'],
    [
      { attempts: 2, nextAttemptAt: new Date('2026-04-01T10:00:00Z') },
      'tried 2 times, next 2026-04-01T10:00:00.000Z',
    ],
    [{ attempts: 8, nextAttemptAt: null }, 'given up after 8 attempts'],
  ])('the outbox shows %o as %j', (email, state) => {
    expect(stateOf(email)).toBe(state)
  })
})
