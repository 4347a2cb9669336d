import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The address a visitor's answer comes back to: `reply+<token>@<INBOUND_DOMAIN>`, where the token
 * names the query and carries an HMAC of it (80 bits), so nobody can write into a query they were
 * not mailed about. Lower-case letters and digits only, since mail systems may change the case of
 * a local part, and at most 64 characters in all for a UUID (RFC 5321's limit on a local part).
 */

const signatureLength = 20;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A query id in few characters: a UUID (PostgreSQL) as its 32 hex digits, an ObjectId (MongoDB) as is, anything else as hex of its text. */
function compactId(queryId: string): string {
  if (uuidPattern.test(queryId)) return `u${queryId.replace(/-/g, '')}`;
  if (/^[0-9a-f]{24}$/.test(queryId)) return `o${queryId}`;
  return `x${Buffer.from(queryId, 'utf8').toString('hex')}`;
}

function idOfCompact(compact: string): string | undefined {
  const body = compact.slice(1);
  if (compact[0] === 'u' && /^[0-9a-f]{32}$/.test(body))
    return `${body.slice(0, 8)}-${body.slice(8, 12)}-${body.slice(12, 16)}-${body.slice(16, 20)}-${body.slice(20)}`;
  if (compact[0] === 'o' && /^[0-9a-f]{24}$/.test(body)) return body;
  if (compact[0] === 'x' && /^(?:[0-9a-f]{2}){1,48}$/.test(body)) return Buffer.from(body, 'hex').toString('utf8');
  return undefined;
}

function signature(secret: string, queryId: string): string {
  return createHmac('sha256', secret).update(`reply-to:${queryId}`).digest('hex').slice(0, signatureLength);
}

/** The token of a query: its id, compacted, and its signature. */
export function replyToken(secret: string, queryId: string): string {
  return `${compactId(queryId)}-${signature(secret, queryId)}`;
}

/** The query a token names, or undefined when it does not verify. */
export function queryOfToken(secret: string, token: string): string | undefined {
  const match = /^([uox][0-9a-f]+)-([0-9a-f]+)$/.exec(token.toLowerCase());
  const queryId = match ? idOfCompact(match[1]!) : undefined;
  if (!match || queryId === undefined) return undefined;
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, queryId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? queryId : undefined;
}

/** `reply+<token>@<domain>` of a query. */
export const replyAddress = (secret: string, queryId: string, domain: string) => `reply+${replyToken(secret, queryId)}@${domain}`;

/**
 * The query an address names, when it is a reply address with a valid token; `domain`, when
 * given, must match too (the SMTP receiver's check; a provider's hook may have rewritten it).
 */
export function queryOfAddress(secret: string, address: string, domain?: string): string | undefined {
  const match = /^reply\+([^@\s]+)@([^@\s]+)$/i.exec(address.trim());
  if (!match) return undefined;
  if (domain !== undefined && match[2]!.toLowerCase() !== domain.toLowerCase()) return undefined;
  return queryOfToken(secret, match[1]!);
}

/** The domain of a `From`-style address (`Name <local@domain>` or `local@domain`). */
export function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  if (!match) throw new Error(`no domain in the address ${from}`);
  return match[1]!.toLowerCase();
}
