import type { Redis } from 'ioredis';

import { liveEventSchema, type LiveEvent } from '@agency/contract';
import { logger } from '@agency/server-kit/logger';

const log = logger.child({ name: 'live-events' });

type Listener = (event: LiveEvent) => void;

/**
 * Staff's live events (decision 034). A change is published on a Redis channel, so every
 * instance hears every instance's changes, and each instance hands what it hears to its own
 * listeners: the event streams open on it. Not connected (a build, a script), or when Redis
 * refuses the publish, an event reaches this instance's listeners only.
 */
export class LiveEvents {
  private readonly listeners = new Set<Listener>();
  private readonly shutdowns = new Set<() => void>();
  private publisher: Redis | undefined;
  private channel = 'events';

  /** Wires the events to Redis: `subscriber` is a connection in subscriber mode, which may serve other channels too. */
  connect(publisher: Redis, subscriber: Redis, prefix: string): void {
    this.publisher = publisher;
    this.channel = `${prefix}:events`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.hear(message);
    });
    const subscribe = () => void subscriber.subscribe(this.channel).catch((error: unknown) => log.warn({ err: error }, 'events subscribe failed'));
    if (subscriber.status === 'ready') subscribe();
    subscriber.on('ready', subscribe);
  }

  /** Tells every instance; never throws (a lost event costs a screen one refresh, not the write that caused it). */
  async publish(event: LiveEvent): Promise<void> {
    if (!this.publisher) return this.deliver(event);
    try {
      await this.publisher.publish(this.channel, JSON.stringify(event));
    } catch (error) {
      log.warn({ err: error, type: event.type }, 'event not published; told to this instance only');
      this.deliver(event);
    }
  }

  /** Calls `listener` with every event this instance hears, until the answer is called. */
  listen(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** `end` runs when the server shuts down (an open stream ends, so the drain need not wait for it). */
  onShutdown(end: () => void): () => void {
    this.shutdowns.add(end);
    return () => void this.shutdowns.delete(end);
  }

  /** Ends every open stream: their clients reconnect to another instance. */
  shutdown(): void {
    for (const end of [...this.shutdowns]) end();
    this.shutdowns.clear();
  }

  private hear(message: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const event = liveEventSchema.safeParse(parsed);
    if (event.success) this.deliver(event.data);
    else log.warn({ message: message.slice(0, 200) }, 'unreadable event ignored');
  }

  private deliver(event: LiveEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch (error) {
        log.warn({ err: error }, 'event listener failed');
      }
    }
  }
}

/** This process's events, connected by `start()`; the collections' hooks publish through it. */
export const liveEvents = new LiveEvents();
