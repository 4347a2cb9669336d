import { z } from 'zod';

import { limits } from './limits';

/**
 * The support form's proof of work (docs/decisions/020-support-form-proof-of-work.md): the ALTCHA
 * protocol, version 2, PBKDF2/SHA-256. Under pressure the server answers a code-sending request
 * with `status` (428 Precondition Required) and a field error on `field`; the client fetches a
 * challenge (`GET /api/v1/query/challenge`), solves it, and sends the request again with the
 * solution, base64 JSON, as `altcha`. Each solution works once.
 */
export const proofOfWork = { status: 428, field: 'altcha' } as const;

/** A signed challenge as the server issues it; the client sends `parameters` back untouched. */
export const altchaChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: z.string().regex(/^[0-9a-f]+$/),
    salt: z.string().regex(/^[0-9a-f]+$/),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string().regex(/^[0-9a-f]+$/),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** The `altcha` field: base64 JSON `{ challenge, solution }`. */
export const altchaFieldSchema = z.string().max(limits.altchaMax).optional();

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Solves a challenge with Web Crypto (the browser's, or Node's): counts up until
 * PBKDF2(nonce ‖ counter as uint32, salt) starts with the key prefix, and answers the
 * `altcha` field. About a second in a browser at the server's settings; each try is native
 * code, so a flood pays the same per request.
 */
export async function solveAltcha(challenge: AltchaChallenge, signal?: AbortSignal): Promise<string> {
  const { nonce, salt, cost, keyLength, keyPrefix } = challenge.parameters;
  const saltBytes = fromHex(salt);
  const password = new Uint8Array(nonce.length / 2 + 4);
  password.set(fromHex(nonce));
  const view = new DataView(password.buffer);
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    signal?.throwIfAborted();
    view.setUint32(password.length - 4, counter);
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt: saltBytes, iterations: cost, hash: 'SHA-256' }, key, keyLength * 8);
    const derivedKey = toHex(new Uint8Array(bits));
    if (derivedKey.startsWith(keyPrefix)) return btoa(JSON.stringify({ challenge, solution: { counter, derivedKey } }));
  }
  throw new Error('The challenge has no solution');
}
