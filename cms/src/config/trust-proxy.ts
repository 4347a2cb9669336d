import { isIP } from 'node:net';

/** What Express's `trust proxy` setting takes: a hop count, or the addresses and subnets to trust. */
export type TrustProxy = number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isSubnet(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY` as Express should read it. A bare number is a hop count (`1`: one proxy in
 * front, the balancer), never the address 0.0.0.1 that Express would make of the string "1";
 * otherwise a comma-separated list of addresses, subnets or the names `loopback`,
 * `linklocal`, `uniquelocal`. Returns an error message for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'false' || text === '') return 0;
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isSubnet(entry));
  if (bad.length > 0) return { error: `not a hop count, address, subnet or loopback/linklocal/uniquelocal: ${bad.join(', ')}` };
  return entries;
}
