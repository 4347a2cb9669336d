import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { apiBasePath, endpoints, mayCall, messages, roles, type Endpoint, type Role } from '@agency/contract';

import { bootApp, staffLogin, type TestApp } from '../testing/boot';
import { missingId } from '../testing/fuzz';

/**
 * Every role against every route of both APIs (decision 036): /api/v1's table says which roles
 * each endpoint lets in, and Payload's REST (the CMS panel's) obeys the same groups through the
 * collections' access functions. Forbidden is 403 with the reason; allowed is anything else
 * but 401 or 403 (a made-up id is a 404, an empty body a 400).
 */

/** Every endpoint of the table with its name, the sign-out last (it ends the token). */
const allEndpoints = Object.entries(endpoints)
  .flatMap(([resource, group]) => Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => ({ name: `${resource}.${name}`, endpoint })))
  .sort((a, b) => Number(a.name === 'auth.logout') - Number(b.name === 'auth.logout'));

const signedIn = allEndpoints.filter(({ endpoint }) => !['public', 'public-or-staff', 'webhook'].includes(endpoint.access));

/** Payload's collections and globals, and the groups whose roles may read and write them. */
const everyone = ['owner', 'editor', 'support'] as const;
const content = ['owner', 'editor'] as const;
const inbox = ['owner', 'support'] as const;
const none = [] as const;
const collections: Record<string, { read: readonly Role[] | 'public'; write: readonly Role[]; create?: readonly Role[] }> = {
  categories: { read: 'public', write: content },
  packages: { read: 'public', write: content },
  'team-members': { read: 'public', write: content },
  media: { read: 'public', write: content },
  'legal-pages': { read: 'public', write: content },
  // Visitors create queries, through /api/v1 only.
  queries: { read: inbox, write: inbox, create: none },
  'saved-replies': { read: inbox, write: inbox },
  'query-notes': { read: inbox, write: none },
  'query-attachments': { read: inbox, write: none },
  users: { read: everyone, write: ['owner'] },
  // Read by owners; written only by the change hooks (no route adds, changes or deletes an entry).
  'audit-entries': { read: ['owner'], write: none },
};
const globals: Record<string, { read: readonly Role[] | 'public'; write: readonly Role[] }> = {
  'site-content': { read: 'public', write: content },
  'inbox-settings': { read: inbox, write: ['owner'] },
  'seed-state': { read: everyone, write: ['owner'] },
};

/** The lines of `got` that differ from `want`'s, each with what was expected. */
const differences = (got: string[], want: string[]) =>
  want.flatMap((line, i) => (got[i] === line ? [] : [`${got[i] ?? 'nothing'} (expected ${line})`]));

describe('three roles, on both APIs', () => {
  let app: TestApp;
  const tokens = {} as Record<Role, string>;
  const ids = {} as Record<Role, string>;

  /** The status alone: the body is cancelled, so a stream that would stay open answers too. */
  async function statusOf(method: string, url: string, headers: Record<string, string>, body?: string) {
    const response = await fetch(`${app.url}${url}`, {
      method,
      headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      body,
      signal: AbortSignal.timeout(5000),
    }).catch((error: Error) => {
      throw new Error(`${method} ${url}: ${error.message}`);
    });
    const text = response.headers.get('content-type')?.includes('event-stream') ? '' : await response.text();
    if (!text) await response.body?.cancel();
    return { status: response.status, text };
  }

  const emailOf = (role: Role) => (role === 'owner' ? staffLogin.email : `${role}-${process.pid}@example.com`);
  const passwordOf = (role: Role) => (role === 'owner' ? staffLogin.password : `${role}-password-1`);
  /** A new session of the role's account. */
  async function signIn(role: Role): Promise<string> {
    const login = await app.call('POST', '/api/v1/auth/login', { json: { email: emailOf(role), password: passwordOf(role) } });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    return login.body.data.token;
  }

  beforeAll(async () => {
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix: `roles-${process.pid}`,
      env: { CMS_PANEL: 'on', RATE_LIMIT_STAFF_WRITES: '100000', RATE_LIMIT_LOGIN: '100000' },
    });
    for (const role of ['editor', 'support'] as const) {
      const account = { email: emailOf(role), password: passwordOf(role), role };
      const created = await app.call('POST', '/api/v1/user/create-admin', { token: await app.token(), json: account });
      expect(created.status).toBe(201);
    }
    for (const role of roles) tokens[role] = await signIn(role);
    for (const role of roles) ids[role] = (await app.call('GET', '/api/v1/auth/me', { token: tokens[role] })).body.data._id;
  });
  afterAll(async () => app?.stop());

  it('says who is signed in, with the role', async () => {
    for (const role of roles) {
      const me = await app.call('GET', '/api/v1/auth/me', { token: tokens[role] });
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ _id: ids[role], role });
    }
  });

  it('/api/v1: each role is let into exactly the endpoints its groups name, and refused the rest with 403', { timeout: 120_000 }, async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const role of roles) {
      // A session of its own: the sign-out at the end ends it.
      const token = await signIn(role);
      for (const { name, endpoint } of signedIn) {
        const params = Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, param]) => [param, missingId]));
        const href = (endpoint.href as (p?: Record<string, string>) => string)(params);
        const body = endpoint.body === 'json' ? '{}' : undefined;
        const { status, text } = await statusOf(endpoint.method, `${apiBasePath}${href}`, { Authorization: `Bearer ${token}` }, body);
        const allowed = mayCall(endpoint.access, role);
        outcomes.push(`${role} ${name}: ${allowed ? (status === 401 || status === 403 ? `refused ${status}` : 'let in') : status === 403 && text.includes(messages.roleForbidden) ? 'refused 403' : `answered ${status}`}`);
        expected.push(`${role} ${name}: ${allowed ? 'let in' : 'refused 403'}`);
      }
    }
    expect(differences(outcomes, expected)).toEqual([]);
    // Every group is used, and each role is refused something but the owner.
    expect(expected.filter((line) => line.startsWith('editor') && line.endsWith('403')).length).toBeGreaterThan(10);
    expect(expected.filter((line) => line.startsWith('support') && line.endsWith('403')).length).toBeGreaterThan(5);
    expect(expected.filter((line) => line.startsWith('owner') && line.endsWith('403'))).toEqual([]);
  });

  it("the panel's REST: each collection and global is read and written by the same roles", async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    const check = (label: string, status: number, may: boolean) => {
      outcomes.push(`${label}: ${status === 403 || status === 401 ? 'refused' : 'let in'}`);
      expected.push(`${label}: ${may ? 'let in' : 'refused'}`);
    };
    for (const role of roles) {
      const auth = { Authorization: `JWT ${tokens[role]}` };
      for (const [slug, rule] of Object.entries(collections)) {
        const read = await statusOf('GET', `/cms/api/${slug}?limit=1`, auth);
        // Public reads answer 200 to anyone: what matters is that a role outside the group sees nothing it should not.
        check(`${role} reads ${slug}`, read.status, rule.read === 'public' || rule.read.includes(role));
        check(`${role} creates ${slug}`, (await statusOf('POST', `/cms/api/${slug}`, auth, '{}')).status, (rule.create ?? rule.write).includes(role));
        check(`${role} deletes ${slug}`, (await statusOf('DELETE', `/cms/api/${slug}/${missingId}`, auth)).status, rule.write.includes(role));
      }
      for (const [slug, rule] of Object.entries(globals)) {
        check(`${role} reads global ${slug}`, (await statusOf('GET', `/cms/api/globals/${slug}`, auth)).status, rule.read === 'public' || rule.read.includes(role));
        // An empty update changes nothing where it is let in.
        check(`${role} updates global ${slug}`, (await statusOf('POST', `/cms/api/globals/${slug}`, auth, '{}')).status, rule.write.includes(role));
      }
    }
    expect(differences(outcomes, expected)).toEqual([]);
  });

  it('everyone changes their own name and password; only the owner changes another account, or a role', async () => {
    const renamed = await app.call('PUT', `/api/v1/auth/${ids.support}`, { token: tokens.support, json: { name: 'Sam Support' } });
    expect(renamed.status).toBe(200);
    expect((await app.call('GET', '/api/v1/auth/me', { token: tokens.support })).body.data.name).toBe('Sam Support');

    const other = await app.call('PUT', `/api/v1/auth/${ids.editor}`, { token: tokens.support, json: { name: 'Not Mine' } });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(messages.ownChangeOnly);
    const panelOther = await app.call('PATCH', `/cms/api/users/${ids.editor}`, { headers: { Authorization: `JWT ${tokens.support}` }, json: { name: 'Not Mine' } });
    expect([403, 404]).toContain(panelOther.status);

    // Through the panel, a role in the body of one's own account is ignored: nobody promotes themselves.
    const promoted = await app.call('PATCH', `/cms/api/users/${ids.support}`, { headers: { Authorization: `JWT ${tokens.support}` }, json: { role: 'owner' } });
    expect(promoted.status).toBe(200);
    expect((await app.call('GET', '/api/v1/auth/me', { token: tokens.support })).body.data.role).toBe('support');
    // And the owner's /api/v1 account management refuses them outright.
    expect((await app.call('PATCH', `/api/v1/staff/${ids.support}`, { token: tokens.support, json: { role: 'owner' } })).status).toBe(403);
  });
});
