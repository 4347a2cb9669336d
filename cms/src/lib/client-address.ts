import { isIP } from 'node:net';

/**
 * The key a client is counted under by the rate limits. IPv4 addresses as they are (IPv4
 * mapped into IPv6 too); IPv6 addresses by their /64, the block one household or server
 * gets, so rotating through its 2^64 addresses does not reset the counters.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail counts as two groups; it never reaches the first four.
  const width = right.reduce((n, group) => n + (group.includes('.') ? 2 : 1), 0);
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - width).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The network a client asks from, for the support form's proof-of-work rule: an IPv4 address
 * as it is, IPv6 by its /48 (a site's allocation), so a /59's 32 networks of /64 count as one.
 */
export function networkKey(ip: string | undefined): string {
  const key = addressKey(ip);
  return key.endsWith('::/64') ? `${key.split(':').slice(0, 3).join(':')}::/48` : key;
}
