import http from 'node:http';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';

import { waitUntil } from '@agency/otp-service/testing/wait';
import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

const from = (address: string) => ({ 'X-Forwarded-For': address });

/** Sends only the headers of a request and reads the answer: a server that waits for the body never answers. */
function headersOnly(url: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method: 'POST', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body });
        request.destroy();
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.setTimeout(5000, () => request.destroy(new Error(`no answer to POST ${path} within 5 s`)));
    request.flushHeaders();
    request.write('{"email":"');
  });
}

/** Sends a whole body of `bytes` as fast as the server takes it, and reads the answer. */
function wholeBody(url: string, path: string, bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const pump = (): void => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });
}

/**
 * The account, sign-in and body rules, driven through both APIs: ours (/api/v1) and
 * Payload's REST that the CMS panel uses (/cms/api).
 */
export function defineSecuritySuite(label: string) {
  describe(`security on ${label}`, () => {
    let app: TestApp;
    let token: string;
    const me = () => app.payload.find({ collection: 'users', where: { email: { equals: staffLogin.email } } }).then((r) => r.docs[0]!.id);

    beforeAll(async () => {
      app = await bootApp({
        redisUrl: inject('redisUrl'),
        prefix: `security-${label}-${process.pid}`,
        // One proxy in front, as compose runs it; "1" is a hop count, not the address 0.0.0.1.
        env: { CMS_PANEL: 'on', TRUST_PROXY: '1', PUBLIC_URL: 'https://studio.example', SESSION_MAX_AGE_HOURS: '0.001' },
      });
      token = await app.token();
    });

    afterAll(async () => {
      await app?.stop();
    });

    it('listens on loopback only unless HOST says otherwise', () => {
      const address = app.server.address();
      expect(typeof address === 'object' && address?.address).toBe('127.0.0.1');
    });

    describe('the last staff account', () => {
      it('cannot be deleted through the CMS panel either', async () => {
        const res = await app.call('DELETE', `/cms/api/users/${await me()}`, { headers: { Authorization: `JWT ${token}` } });
        expect(res.status).toBe(409);
        expect(JSON.stringify(res.body)).toContain(messages.lastStaffAccount);
        expect((await app.payload.count({ collection: 'users' })).totalDocs).toBe(1);
      });

      it('never opens Payload\'s first-register window, even with no account at all', async () => {
        const saved = await app.payload.db.find<{ id: string }>({ collection: 'users', limit: 0, pagination: false });
        await app.payload.db.deleteMany({ collection: 'users', where: {} });
        try {
          const init = await app.call('GET', '/cms/api/users/init');
          expect(init.body).toEqual({ initialized: true });
          const register = await app.call('POST', '/cms/api/users/first-register', { json: { email: 'intruder@example.com', password: 'intruder-password' } });
          expect(register.status).toBe(403);
          expect((await app.payload.db.count({ collection: 'users', where: {} })).totalDocs).toBe(0);
        } finally {
          for (const user of saved.docs) await app.payload.db.create({ collection: 'users', data: user });
        }
        // The accounts came back without their sessions.
        token = (await app.call('POST', '/api/v1/auth/login', { json: staffLogin })).body.data.token;
      });

      it('survives two staff deleting each other at the same moment', async () => {
        const other = { email: 'other-staff@example.com', password: 'other-staff-password' };
        const created = await app.call('POST', '/api/v1/user/create-admin', { token, json: other });
        expect(created.status).toBe(201);
        const otherToken = (await app.call('POST', '/api/v1/auth/login', { json: other })).body.data.token as string;
        const [mine, theirs] = await Promise.all([
          app.call('DELETE', `/api/v1/auth/${created.body.data._id}`, { token }),
          app.call('DELETE', `/cms/api/users/${await me()}`, { headers: { Authorization: `JWT ${otherToken}` } }),
        ]);
        expect([mine.status, theirs.status].filter((status) => status === 200)).toHaveLength(1);
        expect((await app.payload.count({ collection: 'users' })).totalDocs).toBe(1);
        // Put the suite's account back if the other one won.
        if (theirs.status === 200) {
          await app.payload.create({ collection: 'users', data: { ...staffLogin, role: 'owner' } });
          await app.payload.delete({ collection: 'users', where: { email: { equals: other.email } } });
          token = (await app.call('POST', '/api/v1/auth/login', { json: staffLogin })).body.data.token;
        }
      });
    });

    describe('sign-in throttling', () => {
      const account = { email: 'throttled@example.com', password: 'throttled-password' };
      beforeAll(async () => {
        expect((await app.call('POST', '/api/v1/user/create-admin', { token, json: account })).status).toBe(201);
      });

      it('slows the guessing address with 429 and Retry-After; the owner signs in from elsewhere', async () => {
        for (let i = 0; i < 5; i++) {
          const wrong = await app.call('POST', '/api/v1/auth/login', { json: { ...account, password: `wrong-${i}` }, headers: from('203.0.113.10') });
          expect(wrong.status).toBe(401);
        }
        const blocked = await app.call('POST', '/api/v1/auth/login', { json: account, headers: from('203.0.113.10') });
        expect(blocked.status).toBe(429);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
        const panelBlocked = await app.call('POST', '/cms/api/users/login', { json: account, headers: from('203.0.113.10') });
        expect(panelBlocked.status).toBe(429);
        expect(Number(panelBlocked.headers.get('retry-after'))).toBeGreaterThan(0);
        const owner = await app.call('POST', '/api/v1/auth/login', { json: account, headers: from('198.51.100.20') });
        expect(owner.status).toBe(200);
        const ownerInPanel = await app.call('POST', '/cms/api/users/login', { json: account, headers: from('198.51.100.21') });
        expect(ownerInPanel.status).toBe(200);
      });

      it('counts failures of the panel\'s sign-in too, and groups IPv6 addresses by /64', async () => {
        for (let i = 0; i < 5; i++) {
          const wrong = await app.call('POST', '/cms/api/users/login', { json: { ...account, password: `wrong-${i}` }, headers: from(`2001:db8:1:2::${i + 1}`) });
          expect(wrong.status).toBe(401);
        }
        const sameBlock = await app.call('POST', '/api/v1/auth/login', { json: account, headers: from('2001:db8:1:2:ffff::9') });
        expect(sameBlock.status).toBe(429);
        const otherBlock = await app.call('POST', '/api/v1/auth/login', { json: account, headers: from('2001:db8:1:3::1') });
        expect(otherBlock.status).toBe(200);
      });

      it('throttles an address that tries many accounts', async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 25; i++) {
          const res = await app.call('POST', '/api/v1/auth/login', { json: { email: `spray-${i}@example.com`, password: 'spray-password' }, headers: from('203.0.113.30') });
          statuses.push(res.status);
        }
        expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
        expect(statuses.slice(20)).toEqual(Array(5).fill(429));
      });

      it('throttles forgot-password, reset-password and refresh-token per address', async () => {
        for (const [route, limit] of [['/cms/api/users/forgot-password', 5], ['/cms/api/users/reset-password', 10]] as const) {
          const statuses: number[] = [];
          for (let i = 0; i <= limit; i++) {
            const res = await app.call('POST', route, { json: { email: 'nobody@example.com', token: 'x', password: 'whatever-password' }, headers: from('203.0.113.40') });
            statuses.push(res.status);
          }
          expect(statuses.slice(0, limit).every((status) => status !== 429 && status < 500), `${route}: ${statuses.join(',')}`).toBe(true);
          expect(statuses[limit], route).toBe(429);
        }
      });

      it('answers an unknown e-mail like a wrong password: same status, message and time', async () => {
        const time = async (email: string, address: string) => {
          const started = performance.now();
          const res = await app.call('POST', '/api/v1/auth/login', { json: { email, password: 'not-the-password' }, headers: from(address) });
          return { ms: performance.now() - started, status: res.status, body: res.body };
        };
        const known: number[] = [];
        const unknown: number[] = [];
        for (let i = 0; i < 4; i++) {
          const a = await time(account.email, `192.0.2.${i + 1}`);
          const b = await time(`nobody-${i}@example.com`, `192.0.2.${i + 101}`);
          expect(b.status).toBe(a.status);
          expect(b.body).toEqual(a.body);
          known.push(a.ms);
          unknown.push(b.ms);
        }
        const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
        // Payload alone answered an unknown e-mail about 18 times faster than a wrong password.
        expect(median(unknown) / median(known)).toBeGreaterThan(0.6);
      });
    });

    describe('stolen tokens', () => {
      it('asks for the current password before an account changes its own', async () => {
        const id = await me();
        const missing = await app.call('PUT', `/api/v1/auth/${id}`, { token, json: { password: 'taken-over-password' } });
        expect(missing.status).toBe(400);
        expect(missing.body.errors).toEqual([{ path: 'currentPassword', message: messages.currentPasswordRequired }]);
        const wrong = await app.call('PUT', `/api/v1/auth/${id}`, { token, json: { password: 'taken-over-password', currentPassword: 'not-it' } });
        expect(wrong.status).toBe(400);
        expect(wrong.body.message).toBe(messages.currentPasswordWrong);
        const right = await app.call('PUT', `/api/v1/auth/${id}`, { token, json: { password: staffLogin.password, currentPassword: staffLogin.password } });
        expect(right.status).toBe(200);
        token = (await app.call('POST', '/api/v1/auth/login', { json: staffLogin })).body.data.token;
      });

      it('ends the session on the server at sign-out', async () => {
        const session = (await app.call('POST', '/api/v1/auth/login', { json: staffLogin })).body.data.token as string;
        expect((await app.call('GET', '/api/v1/auth', { token: session })).status).toBe(200);
        const out = await app.call('POST', '/api/v1/auth/logout', { token: session });
        expect(out.status).toBe(200);
        expect((await app.call('GET', '/api/v1/auth', { token: session })).status).toBe(401);
        expect((await app.call('GET', '/api/v1/auth', { token })).status).toBe(200);
      });

      it('refuses to refresh a session past its maximum age', async () => {
        const login = await app.call('POST', '/cms/api/users/login', { json: staffLogin, headers: from('198.51.100.50') });
        expect(login.status).toBe(200);
        const refresh = () => app.call('POST', '/cms/api/users/refresh-token', { headers: { Authorization: `JWT ${login.body.token}`, ...from('198.51.100.50') } });
        expect((await refresh()).status).toBe(200);
        const started = Date.now();
        // SESSION_MAX_AGE_HOURS=0.001 in this suite: 3.6 s.
        await waitUntil(async () => (await refresh()).status === 401, { timeoutMs: 10_000, intervalMs: 250, what: 'refresh refused' });
        expect(Date.now() - started).toBeGreaterThan(2000);
      });
    });

    describe('panel hardening', () => {
      it('sets the session cookie Secure when PUBLIC_URL is https, and sends a CSP with the panel', async () => {
        const login = await app.call('POST', '/cms/api/users/login', { json: staffLogin, headers: from('198.51.100.60') });
        expect(login.headers.get('set-cookie')).toMatch(/agency-token=[^;]+;.*Secure/i);
        const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
        const me = (origin: string) => app.call('GET', '/cms/api/users/me', { headers: { Cookie: cookie, Origin: origin } });
        expect((await me('https://studio.example')).body.user?.email).toBe(staffLogin.email);
        expect((await me('https://evil.example')).body.user).toBeNull();
        // The dashboard's sign-in sets the same cookie (one sign-in, decision 035), Secure too.
        const viaDashboard = await app.call('POST', '/api/v1/auth/login', { json: staffLogin, headers: from('198.51.100.61') });
        expect(viaDashboard.headers.get('set-cookie')).toMatch(/agency-token=[^;]+;.*HttpOnly.*Secure|agency-token=[^;]+;.*Secure.*HttpOnly/i);
        const page = await app.call('GET', '/cms/login');
        expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
        expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
        // Served over https (PUBLIC_URL): browsers are told to stay on https, on every kind of page.
        for (const path of ['/cms/login', '/', '/dashboard', '/api/v1/health', '/api/v1/category/get-all-category']) {
          const res = await fetch(`${app.url}${path}`);
          expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d+/);
          if (res.headers.has('content-security-policy'))
            expect(res.headers.get('content-security-policy'), path).toContain('upgrade-insecure-requests');
        }
      });
    });

    describe('request bodies are capped before they are read', () => {
      it('answers 413 at once to a 200 MB sign-in to the panel, and 411 to one of unknown length', async () => {
        const huge = await headersOnly(app.url, '/cms/api/users/login', { 'Content-Type': 'application/json', 'Content-Length': String(200 * 1024 * 1024) });
        expect(huge.status).toBe(413);
        expect(JSON.parse(huge.body)).toEqual({ success: false, message: messages.bodyTooLarge });
        const chunked = await headersOnly(app.url, '/cms/api/users/login', { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' });
        expect(chunked.status).toBe(411);
        // A client that writes its whole body before reading still gets the answer, not a reset connection.
        expect(await wholeBody(app.url, '/cms/api/users/login', 200 * 1024 * 1024)).toBe(413);
      });

      it('answers 413 at once on our API and the site, and lets an upload-sized body reach the media route', async () => {
        for (const path of ['/api/v1/query/create', '/api/v1/auth/login', '/', '/cms/api/media']) {
          const res = await headersOnly(app.url, path, { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) });
          expect(res.status, path).toBe(413);
        }
        const upload = await app.call('POST', '/cms/api/media', {
          headers: { Authorization: `JWT ${token}`, 'Content-Type': 'multipart/form-data; boundary=x' },
          body: `--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"a"}\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'a'.repeat(5 * 1024 * 1024 - 1024)}\r\n--x--\r\n`,
        });
        expect(upload.status).not.toBe(413);
        expect(upload.status).toBeLessThan(500);
      });
    });

    it('never answered with a 5xx', () => {
      expect(app.statuses.filter((status) => status >= 500)).toEqual([]);
    });
  });
}
