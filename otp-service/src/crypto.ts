import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

import { limits } from '@agency/contract';

/** Crockford's base 32: digits and letters without the look-alikes I, L, O (and U). */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A 6-character code of letters and digits (30 bits) from Crockford's alphabet, from the CSPRNG. */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < limits.otpLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A code as typed, read the way Crockford decodes it: any case, O as 0, I and L as 1. */
export const normalizeCode = (code: string) => code.toUpperCase().replace(/O/g, '0').replace(/[IL]/g, '1');

/** What Redis holds instead of the code: an HMAC bound to the query, of the code as normalised. */
export function codeDigest(secret: string, queryId: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`otp:${queryId}:${normalizeCode(code)}`)
    .digest('base64url');
}

/**
 * E-mail addresses are counted by digest so Redis holds no address in clear; a `+tag` is the
 * same mailbox, so it counts as one recipient.
 */
export function emailKey(secret: string, email: string): string {
  const [local = '', domain = ''] = splitAddress(email);
  return createHmac('sha256', secret)
    .update(`email:${local.replace(/\+.*$/, '')}@${domain}`)
    .digest('base64url')
    .slice(0, 32);
}

/** The recipient's domain, by digest like the address: one budget per domain. */
export function domainKey(secret: string, email: string): string {
  return createHmac('sha256', secret)
    .update(`domain:${splitAddress(email)[1]}`)
    .digest('base64url')
    .slice(0, 32);
}

function splitAddress(email: string): [string, string] {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return [address.slice(0, at), address.slice(at + 1)];
}

const keyFor = (secret: string) => createHash('sha256').update(`otp-mail-key:${secret}`).digest();

/**
 * The code travels to the worker inside BullMQ job data, which Redis stores in
 * clear; it is sealed with AES-256-GCM under a key derived from OTP_SECRET,
 * which only the app and the worker hold.
 */
export function seal(secret: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unseal(secret: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
