import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/**
 * A real SMTP server on a free port of 127.0.0.1 (smtp-server, by nodemailer's authors), keeping
 * every message it accepts, parsed (mailparser). `refuse` makes it answer MAIL FROM with an error
 * until `accept`.
 */
export async function startSmtpTestServer() {
  const received: ParsedMail[] = []
  let refusal: { responseCode: number; message: string } | null = null
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusal) return callback(Object.assign(new Error(refusal.message), refusal))
      callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(responseCode: number, message: string) {
      refusal = { responseCode, message }
    },
    accept() {
      refusal = null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>
