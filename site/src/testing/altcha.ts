import { messages } from '@agency/contract';

import { jsonResponse } from './render';

const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** An ALTCHA challenge (PBKDF2/SHA-256, few iterations) whose answer is `counter`, as the server signs one. */
export async function knownChallenge(counter: number) {
  const nonce = crypto.getRandomValues(new Uint8Array(16));
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const password = new Uint8Array(20);
  password.set(nonce);
  new DataView(password.buffer).setUint32(16, counter);
  const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
  const derived = await crypto.subtle.deriveBits({ name: 'PBKDF2', salt, iterations: 10, hash: 'SHA-256' }, key, 256);
  const parameters = {
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    keyLength: 32,
    keyPrefix: hex(derived).slice(0, 32),
    nonce: hex(nonce),
    salt: hex(salt),
    expiresAt: 4102444800,
  };
  return { parameters, signature: 'signed-by-the-server' };
}

/** The server's answer when it wants a proof of work before it sends a code (428, naming the challenge). */
export const proofOfWorkAsked = () =>
  jsonResponse(428, {
    success: false,
    message: messages.proofOfWorkRequired,
    errors: [{ path: 'altcha', message: messages.proofOfWorkRequired }],
  });
