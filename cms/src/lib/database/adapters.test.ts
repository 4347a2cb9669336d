import net from 'node:net';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { waitUntil } from '@agency/otp-service/testing/wait';

import { onTestDatabase } from '../../testing/postgres';
import { toApiError } from '../../api/errors';
import { queriesWith, startPayload, stopPayload } from '../../testing/payload-with';

/**
 * A TCP relay to the PostgreSQL of `uri` that can fall silent: it then drops every connection
 * and holds new ones without a word, as a server that went away without refusing does (a
 * stopped container whose name no longer resolves, a cut network).
 */
async function silenceableRelay(uri: string) {
  const target = new URL(uri);
  const sockets = new Set<net.Socket>();
  let silent = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client)).on('error', () => undefined);
    if (silent) return;
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream)).on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(uri);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as net.AddressInfo).port);
  return {
    uri: relayed.toString(),
    silence() {
      silent = true;
      for (const socket of sockets) socket.destroy();
    },
    speak() {
      silent = false;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

await onTestDatabase((database) => {
  describe('the PostgreSQL adapter', () => {
    let payload: Awaited<ReturnType<typeof startPayload>> | undefined;
    let silentPayload: Awaited<ReturnType<typeof startPayload>> | undefined;
    let relay: Awaited<ReturnType<typeof silenceableRelay>> | undefined;
    afterAll(async () => {
      await stopPayload(payload);
      // Closed first, so no connection of the pool is left waiting on the relay.
      await relay?.close();
      await stopPayload(silentPayload);
    });

    it('outlives PostgreSQL ending its idle connections (as a restart does) and answers again on new ones', async () => {
      payload = await startPayload(await database(), [queriesWith()]);
      const pool = (payload.db as unknown as { pool: pg.Pool }).pool;
      // Two reads at once leave at least one connection idle in the pool.
      await Promise.all([payload.count({ collection: 'queries' }), payload.count({ collection: 'queries' })]);
      expect(pool.idleCount).toBeGreaterThan(0);

      // What PostgreSQL does to every session when it stops: "terminating connection due to administrator command".
      const admin = new pg.Client({ connectionString: await database() });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
      } finally {
        await admin.end();
      }
      // The idle ones leave the pool; unheard, pg's pool would throw their error and end the process.
      await waitUntil(() => pool.idleCount === 0, { what: 'the pool dropping its ended connections' });
      expect((await payload.count({ collection: 'queries' })).totalDocs).toBe(0);
    });

    it('answers 503 within seconds while PostgreSQL is silent, more reads than the pool holds too, and reads again once it speaks', async () => {
      relay = await silenceableRelay(await database());
      silentPayload = await startPayload(relay.uri, [queriesWith()]);
      relay.silence();

      // Twelve reads against a pool of ten: ten wait on connections, two wait for a free one.
      const sent = Date.now();
      const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => silentPayload!.count({ collection: 'queries' })));
      const waited = Date.now() - sent;
      expect(outcomes.map((o) => o.status)).toEqual(Array(12).fill('rejected'));
      const answers = outcomes.map((o) => toApiError((o as PromiseRejectedResult).reason));
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(503));
      expect(answers[0]!.headers).toMatchObject({ 'Retry-After': '5' });
      // Not the 10+ s a request waited in the stack campaign's outage before anything answered.
      expect(waited).toBeLessThan(5000);

      relay.speak();
      expect((await silentPayload.count({ collection: 'queries' })).totalDocs).toBe(0);
    });
  });
});
