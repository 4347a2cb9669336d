import type { Redis } from 'ioredis';

import { deliveryKinds, deliveryStates } from '@agency/contract';

export { deliveryKinds, deliveryStates };
export type DeliveryKind = (typeof deliveryKinds)[number];
export type DeliveryState = (typeof deliveryStates)[number];

/** One mail as staff see it: never its content, never a code. Times are ISO strings. */
export interface Delivery {
  _id: string;
  queryId: string;
  kind: DeliveryKind;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  to: string;
  createdAt: string;
  updatedAt: string;
  sentAt: string | null;
}

export interface DeliveryFilter {
  state?: DeliveryState;
  kind?: DeliveryKind;
}

export interface DeliveryPage {
  deliveries: Delivery[];
  total: number;
}

export interface MailStats {
  codeMailLatencyMs: { p50: number | null; p95: number | null };
  failedDeliveries: number;
}

/** Deliveries are kept this long; older ones are trimmed whenever a new one is written. */
export const deliveryRetentionSeconds = 30 * 24 * 3600;

const iso = (ms: string | undefined) => (ms ? new Date(Number(ms)).toISOString() : null);

/**
 * The delivery log in Redis (the worker has no database): a hash per delivery, a sorted set per
 * query, and lists of every delivery by state and kind, all scored by creation time, so the
 * Deliveries screen pages through one state or kind without reading the others.
 */
export class DeliveryLog {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key = (id: string) => `${this.prefix}:mail:delivery:${id}`;
  private byQuery = (queryId: string) => `${this.prefix}:mail:deliveries:query:${queryId}`;
  /** The list of every delivery, or of one state, one kind, or both (the Deliveries screen's filters). */
  private list = ({ state, kind }: { state?: DeliveryState; kind?: DeliveryKind } = {}) =>
    [`${this.prefix}:mail:deliveries`, state && `state:${state}`, kind && `kind:${kind}`].filter(Boolean).join(':');
  // Sent code mails by creation time, each member `<ms from queued to sent>:<id>`: the overview's latency in one read.
  private codeLatency = () => `${this.prefix}:mail:deliveries:latency:code`;
  private lists = () => [
    this.codeLatency(),
    this.list(),
    ...deliveryStates.map((state) => this.list({ state })),
    ...deliveryKinds.map((kind) => this.list({ kind })),
    ...deliveryStates.flatMap((state) => deliveryKinds.map((kind) => this.list({ state, kind }))),
  ];

  /** Records a queued mail; a repeated create of the same id changes nothing. */
  async create(input: { id: string; queryId: string; kind: DeliveryKind; to: string }): Promise<void> {
    const now = Date.now();
    const oldest = now - deliveryRetentionSeconds * 1000;
    const created = await this.redis.hsetnx(this.key(input.id), 'createdAt', String(now));
    if (!created) return;
    const multi = this.redis
      .multi()
      .hset(this.key(input.id), { queryId: input.queryId, kind: input.kind, to: input.to, state: 'queued', attempts: 0, updatedAt: now })
      .expire(this.key(input.id), deliveryRetentionSeconds)
      .zadd(this.byQuery(input.queryId), now, input.id)
      .expire(this.byQuery(input.queryId), deliveryRetentionSeconds)
      .zadd(this.list(), now, input.id)
      .zadd(this.list({ kind: input.kind }), now, input.id)
      .zadd(this.list({ state: 'queued' }), now, input.id)
      .zadd(this.list({ state: 'queued', kind: input.kind }), now, input.id);
    for (const key of this.lists()) multi.zremrangebyscore(key, '-inf', oldest);
    await multi.exec();
  }

  /** An attempt begins: counted here, so attempts go on across retries. */
  async attempt(id: string): Promise<void> {
    if (!(await this.redis.exists(this.key(id)))) return;
    await this.redis.multi().hincrby(this.key(id), 'attempts', 1).hset(this.key(id), 'updatedAt', Date.now()).exec();
  }

  /** Moves a delivery to `state`; `fields` are stored beside it (lastError, sentAt). */
  async set(id: string, state: DeliveryState, fields: { lastError?: string; sentAt?: number } = {}): Promise<void> {
    const [createdAt, kind] = (await this.redis.hmget(this.key(id), 'createdAt', 'kind')) as [string | null, DeliveryKind | null];
    if (!createdAt || !kind) return;
    const multi = this.redis.multi().hset(this.key(id), { state, updatedAt: Date.now(), ...fields });
    for (const other of deliveryStates)
      if (other !== state) multi.zrem(this.list({ state: other }), id).zrem(this.list({ state: other, kind }), id);
    multi.zadd(this.list({ state }), createdAt, id).zadd(this.list({ state, kind }), createdAt, id);
    if (state === 'sent' && kind === 'code' && fields.sentAt)
      multi.zadd(this.codeLatency(), createdAt, `${fields.sentAt - Number(createdAt)}:${id}`);
    await multi.exec();
  }

  async get(id: string): Promise<Delivery | undefined> {
    return (await this.read([id]))[0];
  }

  /** Every delivery of one query, newest first. */
  async ofQuery(queryId: string): Promise<Delivery[]> {
    return this.read(await this.redis.zrevrange(this.byQuery(queryId), 0, -1));
  }

  /** One page of every query's deliveries, newest first, of one state and one kind if given. */
  async page({ state, kind, page, limit }: DeliveryFilter & { page: number; limit: number }): Promise<DeliveryPage> {
    const key = this.list({ state, kind });
    const start = (page - 1) * limit;
    const [ids, total] = await Promise.all([this.redis.zrevrange(key, start, start + limit - 1), this.redis.zcard(key)]);
    return { deliveries: await this.read(ids), total };
  }

  /** For the overview: code-mail latency (queued to sent, p50 and p95 by nearest rank) and failed mails, of mails queued in [from, to). */
  async stats({ from, to }: { from: Date; to: Date }): Promise<MailStats> {
    const [sent, failedDeliveries] = await Promise.all([
      this.redis.zrangebyscore(this.codeLatency(), from.getTime(), `(${to.getTime()}`),
      this.redis.zcount(this.list({ state: 'failed' }), from.getTime(), `(${to.getTime()}`),
    ]);
    const latencies = sent.map((member) => Number(member.slice(0, member.indexOf(':')))).sort((a, b) => a - b);
    const rank = (p: number) => (latencies.length ? latencies[Math.ceil(p * latencies.length) - 1]! : null);
    return { codeMailLatencyMs: { p50: rank(0.5), p95: rank(0.95) }, failedDeliveries };
  }

  private async read(ids: string[]): Promise<Delivery[]> {
    if (!ids.length) return [];
    const pipeline = this.redis.pipeline();
    for (const id of ids) pipeline.hgetall(this.key(id));
    const rows = (await pipeline.exec()) ?? [];
    return ids.flatMap((id, i) => {
      const row = rows[i]?.[1] as Record<string, string> | undefined;
      // A hash that expired before its set entry was trimmed is simply gone.
      if (!row?.createdAt) return [];
      return [
        {
          _id: id,
          queryId: row.queryId!,
          kind: row.kind as DeliveryKind,
          state: row.state as DeliveryState,
          attempts: Number(row.attempts ?? 0),
          lastError: row.lastError || null,
          to: row.to!,
          createdAt: iso(row.createdAt)!,
          updatedAt: iso(row.updatedAt ?? row.createdAt)!,
          sentAt: iso(row.sentAt),
        },
      ];
    });
  }
}
