import { createHash } from 'node:crypto';

import type { Redis } from 'ioredis';

import { logger } from '@agency/server-kit/logger';

export type CacheTag = 'catalogue' | 'team' | 'content';

export interface CachedBody {
  body: Buffer;
  etag: string;
}

interface Entry extends CachedBody {
  tag: CacheTag;
  expiresAt: number;
}

/**
 * In-memory cache of serialised public responses. Writes anywhere (this
 * instance, another instance, the CMS panel) invalidate by tag: locally at once
 * and on every other instance through a Redis channel. A lost connection clears
 * everything, since messages may have been missed; entries also expire after a
 * TTL as the last line of defence.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<CacheTag, number>();
  private readonly inFlight = new Map<string, Promise<CachedBody>>();
  private readonly listeners = new Set<(tag: CacheTag) => void>();
  private publisher: Redis | undefined;
  private publishFailing = false;
  private channel = 'cache:invalidate';
  ttlMs = 60_000;

  /** Wires the cache to Redis: `subscriber` must be a connection of its own. */
  connect(publisher: Redis, subscriber: Redis, prefix: string): void {
    this.publisher = publisher;
    this.channel = `${prefix}:cache:invalidate`;
    subscriber.on('message', (channel: string, tag: string) => {
      if (channel === this.channel) this.invalidateLocal(tag as CacheTag);
    });
    subscriber.on('ready', () => {
      this.clear();
      void subscriber.subscribe(this.channel).catch((error: unknown) => logger.warn({ err: error }, 'cache subscribe failed'));
    });
    subscriber.on('close', () => this.clear());
  }

  async get(key: string, tag: CacheTag, load: () => Promise<unknown>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const generation = this.generations.get(tag) ?? 0;
    const promise = load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        // A write that landed while we loaded makes this value stale: serve it once, keep nothing.
        if ((this.generations.get(tag) ?? 0) === generation) {
          this.entries.set(key, { body, etag, tag, expiresAt: Date.now() + this.ttlMs });
        }
        return { body, etag };
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }

  invalidateLocal(tag: CacheTag): void {
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const [key, entry] of this.entries) if (entry.tag === tag) this.entries.delete(key);
    for (const listener of this.listeners) listener(tag);
  }

  /** Caches built from several tags (the rendered pages) drop their copies here. */
  onInvalidate(listener: (tag: CacheTag) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called after every write: this instance now, the others through Redis. */
  async invalidate(tag: CacheTag): Promise<void> {
    this.invalidateLocal(tag);
    if (!this.publisher) return;
    try {
      await this.publisher.publish(this.channel, tag);
      this.publishFailing = false;
    } catch (error) {
      // One line per outage: other instances drop their copies on reconnect or at the TTL.
      if (!this.publishFailing) logger.warn({ err: (error as Error).message }, 'cache invalidation not published');
      this.publishFailing = true;
    }
  }

  clear(): void {
    for (const tag of ['catalogue', 'team', 'content'] as const) this.invalidateLocal(tag);
    this.entries.clear();
  }
}

/**
 * The process's cache, connected by start.ts. Panel writes drop it through the collections' hooks,
 * which are the server's: Payload keeps one instance per process, made from the server's config.
 */
export const responseCache = new ResponseCache();
