import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, type TestApp } from '../../testing/boot';

/**
 * Why session-turns.ts exists (decision 024): Payload's login reads the account's sessions before it
 * checks the password and writes them all back with the new one, so sign-ins to one account at the
 * same moment keep only the last writer's session (payloadcms/payload#16027, open; fixes proposed in
 * #16052, #17135, #18150). This calls Payload's own login several times at once, without the turn,
 * and counts the tokens that work afterwards. When this test fails, Payload keeps every session by
 * itself: the turns can go (and decision 024 with them).
 */
describe('upstream: Payload loses sessions of concurrent sign-ins (payloadcms/payload#16027)', () => {
  let app: TestApp;
  const many = '1000000';

  beforeAll(async () => {
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix: `upstream-sessions-${process.pid}`,
      env: { RATE_LIMIT_LOGIN: many, RATE_LIMIT_LOGIN_ACCOUNT: many },
    });
  });
  afterAll(async () => app?.stop());

  it('still loses the sessions of sign-ins that overlap, when nothing makes them take turns', async () => {
    const account = { email: `upstream-${process.pid}@example.com`, password: 'upstream-password-1' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token: await app.token(), json: account })).status).toBe(201);

    const logins = await Promise.all(Array.from({ length: 4 }, () => app.payload.login({ collection: 'users', data: account })));
    const users = await Promise.all(
      logins.map(async ({ token }) => (await app.payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })).user),
    );
    const working = users.filter(Boolean).length;
    // Every login answered with a token; fewer of them work. 4 would mean #16027 is fixed.
    expect(logins.every(({ token }) => typeof token === 'string')).toBe(true);
    expect(working, 'tokens that still work after 4 overlapping sign-ins (4: Payload keeps every session; remove session-turns.ts)').toBeLessThan(4);
  });
});
