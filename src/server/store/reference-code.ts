import { createHmac, randomBytes } from "crypto"
import { formatReference, REFERENCE_ALPHABET, REFERENCE_CODE_LENGTHS, yearInArgentina } from "../../lib/leads/reference"

/** The name, in the store's `settings` table, of the key of the references' permutation. */
export const REFERENCE_KEY_SETTING = "reference_key"

/** A new key for a new store: 32 random bytes, hex. */
export function newReferenceKey(): string {
  return randomBytes(32).toString("hex")
}

const ROUNDS = 4

/**
 * A keyed permutation of the numbers below 2^bits (bits even): a balanced Feistel network whose round
 * function is HMAC-SHA-256 under the store's key. Four rounds of a pseudorandom function make a pseudorandom
 * permutation (Luby–Rackoff): without the key, consecutive numbers give codes that look unrelated.
 */
function permute(number: number, bits: number, key: Buffer): number {
  const half = bits / 2
  const size = 2 ** half
  let left = Math.floor(number / size)
  let right = number % size
  for (let round = 0; round < ROUNDS; round += 1) {
    const digest = createHmac("sha256", key).update(`${bits}:${round}:${right}`).digest()
    const mixed = (left ^ digest.readUInt32BE(0)) & (size - 1)
    left = right
    right = mixed >>> 0
  }
  return left * size + right
}

/**
 * The code of a lead's number: 4 characters while the number fits in 20 bits, then 6, then 8. Each length
 * is a permutation of its own domain, and the lengths differ, so no two numbers share a code.
 */
export function referenceCode(number: number, key: string): string {
  if (!Number.isSafeInteger(number) || number < 0) throw new RangeError(`not a lead number: ${number}`)
  const length = REFERENCE_CODE_LENGTHS.find((candidate) => number < 2 ** (5 * candidate))
  if (!length) throw new RangeError(`lead number ${number} is past the references' largest code`)
  let value = permute(number, 5 * length, Buffer.from(key, "hex"))
  let code = ""
  for (let index = 0; index < length; index += 1) {
    code = REFERENCE_ALPHABET[value % 32] + code
    value = Math.floor(value / 32)
  }
  return code
}

/** The reference of the lead numbered `number`, received at `createdAt`, in a store keyed with `key`. */
export function leadReference(number: number, createdAt: Date, key: string): string {
  return formatReference(yearInArgentina(createdAt), referenceCode(number, key))
}
