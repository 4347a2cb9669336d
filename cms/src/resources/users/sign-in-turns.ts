import { createHash } from 'node:crypto';

import type { Redis } from '@agency/server-kit/redis';

import { unavailable } from '../../api/errors';
import { whileHolding } from '../../lib/boot-lock';

/**
 * Payload's login reads the account's sessions before it checks the password and writes them
 * back with the new session: two sign-ins to one account at once keep only one of the two
 * sessions, and the other token is refused straight away. Here sign-ins to one account take
 * turns, whether they come through /api/v1 (routes.ts) or the panel's REST (lib/panel-gate.ts):
 * in this process through a promise chain, and across app instances (replicas behind a balancer)
 * through a short lease in Redis, which only the head of each instance's chain waits for.
 */
class SignInTurns {
  private readonly chains = new Map<string, Promise<unknown>>();
  private redis: Redis | undefined;
  private prefix = 'agency';

  connect(redis: Redis, prefix: string): void {
    this.redis = redis;
    this.prefix = prefix;
  }

  take<T>(email: string, signIn: () => Promise<T>): Promise<T> {
    const key = email.trim().toLowerCase();
    const mine = (this.chains.get(key) ?? Promise.resolve()).then(() => this.acrossInstances(key, signIn));
    const settled = mine.catch(() => undefined);
    this.chains.set(key, settled);
    void settled.then(() => this.chains.get(key) === settled && this.chains.delete(key));
    return mine;
  }

  private acrossInstances<T>(email: string, signIn: () => Promise<T>): Promise<T> {
    if (!this.redis) return signIn(); // not connected: scripts and seeding, no HTTP
    if (this.redis.status !== 'ready') throw unavailable();
    const digest = createHash('sha256').update(email).digest('base64url').slice(0, 22);
    // A sign-in takes a few hundred milliseconds (the password hash); the lease outlives a stuck one.
    return whileHolding(this.redis, `${this.prefix}:signin:turn:${digest}`, signIn, { leaseMs: 10_000, waitMs: 15_000, pollMs: 25 });
  }
}

export const signInTurns = new SignInTurns();
