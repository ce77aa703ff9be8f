import { randomFillSync } from 'node:crypto'

/** Bytes drawn from the system's generator at a time: enough for 256 ids of 128 bits. */
const POOL_BYTES = 4096

const pool = Buffer.alloc(POOL_BYTES)
let used = POOL_BYTES

/**
 * `size` bytes from the system's cryptographic generator, drawn 4 KB at a time and each handed out
 * once (as Node's own crypto.randomUUID does). A draw of 16 bytes cost as much as one of 4 KB: under
 * load, the ids and owner keys of new quick quotes were a sixteenth of the create's time.
 */
export function randomBytesFromPool(size: number): Buffer {
  if (size > POOL_BYTES) return randomFillSync(Buffer.alloc(size))
  if (used + size > POOL_BYTES) {
    randomFillSync(pool)
    used = 0
  }
  // A copy: the caller keeps these bytes, never a view of the ones handed out next.
  const bytes = Buffer.from(pool.subarray(used, used + size))
  used += size
  return bytes
}
