// The end-to-end servers' mail server (issue 22: a resume code is read from the e-mail it came in):
// a real SMTP server on 127.0.0.1 (smtp-server, by nodemailer's authors) that keeps what it accepts,
// and a small HTTP server that tells the tests what arrived (GET /messages?to=address).
import { createServer } from 'node:http'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

const smtpPort = Number(process.argv[2])
const httpPort = Number(process.argv[3])
const received = []

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to: mail.to?.value.map((address) => address.address) ?? [],
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          at: Date.now(),
        })
        callback()
      },
      (error) => callback(error),
    )
  },
})
smtp.listen(smtpPort, '127.0.0.1')

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/health') return response.end('ok')
  const to = url.searchParams.get('to')
  const messages = received.filter((message) => !to || message.to.includes(to))
  response.setHeader('content-type', 'application/json')
  response.end(JSON.stringify(messages))
}).listen(httpPort, '127.0.0.1')
