import { createHash } from 'node:crypto';

import type { Redis } from '@agency/server-kit/redis';

import { unavailable } from '../../api/errors';
import { whileHolding } from '../../lib/lease';

/**
 * Payload's login reads the account's sessions before it checks the password and writes them
 * back with the new session. Whatever changed them in between is undone by that write: a second
 * sign-in's session is lost (its token refused at once), and a sign-out or a password change comes
 * back to life (the ended tokens work again). So every write of one account's sessions takes its
 * turn with the others: sign-in, sign-out, token refresh, password change and reset, whether it
 * comes through /api/v1 (routes.ts, around its Local API calls) or the panel's REST (the users collection's hooks, and panel/gate.ts for a sign-out, which has no hook before it). In this process the
 * turns are a promise chain; across app instances (replicas behind a balancer) a short lease in
 * Redis, which only the head of each instance's chain waits for. A turn is not re-entrant: work
 * done in one must not take another for the same account.
 *
 * Upstream: payloadcms/payload#16027, open on 3.90.1. upstream-sessions.test.ts fails once Payload
 * keeps overlapping sign-ins' sessions itself; then this file goes (docs/decisions/024).
 */
class SessionTurns {
  private readonly chains = new Map<string, Promise<unknown>>();
  private redis: Redis | undefined;
  private prefix = 'agency';

  connect(redis: Redis, prefix: string): void {
    this.redis = redis;
    this.prefix = prefix;
  }

  /**
   * For Payload's hooks, which cannot wrap the operation: waits for the account's turn and answers
   * the function that ends it. A turn not ended within `holdMs` ends by itself, so an error path
   * that missed its hook cannot stop the account's sign-ins for long.
   */
  enter(email: string, holdMs = 15_000): Promise<() => void> {
    return new Promise((entered, failed) => {
      let end!: () => void;
      const ended = new Promise<void>((resolve) => (end = resolve));
      this.take(email, () => {
        const timer = setTimeout(end, holdMs);
        timer.unref();
        entered(() => (clearTimeout(timer), end()));
        return ended;
      }).catch(failed);
    });
  }

  take<T>(email: string, write: () => Promise<T>): Promise<T> {
    const key = email.trim().toLowerCase();
    const mine = (this.chains.get(key) ?? Promise.resolve()).then(() => this.acrossInstances(key, write));
    const settled = mine.catch(() => undefined);
    this.chains.set(key, settled);
    void settled.then(() => this.chains.get(key) === settled && this.chains.delete(key));
    return mine;
  }

  private acrossInstances<T>(email: string, write: () => Promise<T>): Promise<T> {
    if (!this.redis) return write(); // not connected: scripts and seeding, no HTTP
    if (this.redis.status !== 'ready') throw unavailable();
    const digest = createHash('sha256').update(email).digest('base64url').slice(0, 22);
    // A sign-in takes a few hundred milliseconds (the password hash); the lease outlives a stuck one.
    return whileHolding(this.redis, `${this.prefix}:session:turn:${digest}`, write, { leaseMs: 10_000, waitMs: 15_000, pollMs: 25 });
  }
}

export const sessionTurns = new SessionTurns();
