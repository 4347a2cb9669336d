import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

import { limits } from '@agency/contract';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A 6-character code from A–Z and 0–9 (about 31 bits), from the CSPRNG. */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < limits.otpLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** What Redis holds instead of the code: an HMAC bound to the query, case-folded. */
export function codeDigest(secret: string, queryId: string, code: string): string {
  return createHmac('sha256', secret).update(`otp:${queryId}:${code.toUpperCase()}`).digest('base64url');
}

/** E-mail addresses are counted by digest so Redis holds no address in clear. */
export function emailKey(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`email:${email.trim().toLowerCase()}`).digest('base64url').slice(0, 32);
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
