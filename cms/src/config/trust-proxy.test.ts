import express from 'express';
import { describe, expect, it } from 'vitest';

import { addressKey } from '../lib/client-address';
import { parseTrustProxy } from './trust-proxy';

/** The address Express gives a request that came through `hops` proxies with this X-Forwarded-For. */
async function ipSeen(setting: ReturnType<typeof parseTrustProxy>, forwardedFor: string): Promise<string> {
  const app = express().set('trust proxy', setting);
  app.get('/', (req, res) => void res.send(req.ip));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  try {
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': forwardedFor } })).text();
  } finally {
    server.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads a number as a hop count, so one balancer in front gives the visitor\'s address', async () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(await ipSeen(parseTrustProxy('1'), '203.0.113.9')).toBe('203.0.113.9');
    // What Express makes of the string "1" (the address 0.0.0.1): the balancer's address instead.
    expect(await ipSeen('1' as never, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('reads names, addresses and subnets as a list, and refuses anything else', () => {
    expect(parseTrustProxy('loopback')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, fd00::/8,192.0.2.1')).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
    expect(parseTrustProxy('0')).toBe(0);
    expect(parseTrustProxy('10.0.0.0/33')).toEqual({ error: expect.stringContaining('10.0.0.0/33') });
    expect(parseTrustProxy('proxy.example')).toEqual({ error: expect.stringContaining('proxy.example') });
  });
});

describe('rate-limit keys', () => {
  it('count IPv4 as it is and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
