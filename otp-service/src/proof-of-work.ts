import { createHmac, randomInt } from 'node:crypto';

import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Redis } from 'ioredis';

import { altchaChallengeSchema, type AltchaChallenge } from '@agency/contract';

export interface ProofPolicy {
  /** PBKDF2 iterations per try: each try is native code in the browser (Web Crypto) as in a flood's tools. */
  proofCost: number;
  /** The answer is drawn between half this and this: at 1,000 iterations, about a second in a browser. */
  proofCounterMax: number;
  /** How long a challenge may be solved and used. */
  proofTtlSeconds: number;
}

/**
 * ALTCHA challenges (protocol v2, PBKDF2/SHA-256, docs/decisions/020) signed with keys derived
 * from OTP_SECRET, so every app instance issues and accepts the same ones. The answer is known
 * to the server (the signed key), so checking a solution is one HMAC; each works once.
 */
export class ProofOfWork {
  private readonly hmacSignatureSecret: string;
  private readonly hmacKeySignatureSecret: string;

  constructor(
    private readonly redis: Redis,
    secret: string,
    private readonly prefix: string,
    private readonly policy: ProofPolicy,
  ) {
    const derive = (purpose: string) => createHmac('sha256', secret).update(`altcha:${purpose}`).digest('hex');
    this.hmacSignatureSecret = derive('challenge');
    this.hmacKeySignatureSecret = derive('key');
  }

  /** A new challenge, in the contract's shape (altcha-lib types the algorithm as any string). */
  async challenge(): Promise<AltchaChallenge> {
    const { proofCost, proofCounterMax, proofTtlSeconds } = this.policy;
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: proofCost,
      counter: randomInt(Math.floor(proofCounterMax / 2), proofCounterMax + 1),
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) + proofTtlSeconds,
      hmacSignatureSecret: this.hmacSignatureSecret,
      hmacKeySignatureSecret: this.hmacKeySignatureSecret,
    });
    return altchaChallengeSchema.parse(challenge);
  }

  /** True for a solved, unexpired challenge of ours, the first time it is shown; anything else is false. */
  async accept(field: string): Promise<boolean> {
    let payload: { challenge: Challenge; solution: Solution };
    try {
      payload = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as typeof payload;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: this.hmacSignatureSecret,
        hmacKeySignatureSecret: this.hmacKeySignatureSecret,
      });
      if (!result.verified) return false;
    } catch {
      return false; // not a payload at all
    }
    const expiresAt = payload.challenge.parameters.expiresAt ?? 0;
    const ttlMs = Math.max(1000, expiresAt * 1000 - Date.now() + 1000);
    const first = await this.redis.set(`${this.prefix}:otp:proof:${payload.challenge.signature}`, '1', 'PX', ttlMs, 'NX');
    return first === 'OK';
  }
}
