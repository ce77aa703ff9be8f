import { request } from 'node:http'

export type RawAnswer = { status: number; headers: Record<string, string>; body: string }

export type RawRequest = {
  method?: string
  /** Sent exactly as written: no dot segment or double slash is resolved on the way (curl --path-as-is). */
  path: string
  headers?: Record<string, string>
  body?: string
  /** The client's own address (127.0.0.2 is another visitor to a server on 127.0.0.1). */
  localAddress?: string
}

/** One HTTP request to a listening server, with the path as written (fetch and inject normalise it). */
export function rawRequest(base: string, options: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const headers: Record<string, string> = {}
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
          }
          resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') })
        })
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}
