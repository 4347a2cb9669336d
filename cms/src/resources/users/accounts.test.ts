import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';
import { SmtpCapture } from '@agency/otp-service/testing/smtp-capture';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

const publicUrl = 'https://studio.example';


/** The owner's account management: invitations by mail, roles, disabling, the last active owner. */
describe('staff accounts', () => {
  let smtp: SmtpCapture;
  let app: TestApp;
  let owner: string;
  let n = 0;

  beforeAll(async () => {
    smtp = await SmtpCapture.create();
    await smtp.listen();
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `accounts-${process.pid}`, env: { SMTP_URL: smtp.url, PUBLIC_URL: publicUrl, CMS_PANEL: 'on' } });
    owner = await app.token();
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  const uniqueEmail = (what: string) => `${what}-${process.pid}-${n++}@example.com`;

  /** Invites `email` as `role` and answers the token of the link mailed to it. */
  async function invite(email: string, role: 'owner' | 'editor' | 'support', name?: string) {
    const after = smtp.mails.length;
    const invited = await app.call('POST', '/api/v1/staff/invite', { token: owner, json: { email, role, ...(name ? { name } : {}) } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await smtp.waitFor((m) => m.to === email && smtp.mails.indexOf(m) >= after);
    // The capture keeps the message with its quoted-printable already undone.
    const html = mail.raw;
    const link = /href="(https:\/\/studio\.example\/accept-invite\?token=[^"]+)"/.exec(html)?.[1];
    expect(link, `a link to the accept page on the public origin in ${html}`).toBeDefined();
    return { account: invited.body.data, mail, html, token: new URL(link!.replace(/&amp;/g, '&')).searchParams.get('token')! };
  }

  const accept = (token: string, password = 'a-chosen-password', name?: string) =>
    app.call('POST', '/api/v1/auth/accept-invite', { json: { token, password, ...(name ? { name } : {}) } });

  it('invites by mail; the link signs the person up once, with the role the owner chose', async () => {
    const email = uniqueEmail('invited');
    const { account, mail, html, token } = await invite(email, 'editor');
    expect(account).toMatchObject({ email, role: 'editor', status: 'invited', lastSignInAt: null });
    expect(mail.subject).toBe('You are invited to Cutroom Studio');
    expect(html).toContain(`${staffLogin.email} invited you to the Cutroom Studio team as Editor`);

    // Invited, not signed up: no password signs in.
    const early = await app.call('POST', '/api/v1/auth/login', { json: { email, password: 'a-chosen-password' } });
    expect(early.status).toBe(401);

    const accepted = await accept(token, 'a-chosen-password', 'Eddie Editor');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(messages.inviteAccepted);
    const me = await app.call('GET', '/api/v1/auth/me', { token: accepted.body.data.token });
    expect(me.body.data).toEqual({ _id: account._id, email, name: 'Eddie Editor', role: 'editor' });

    // The link works once.
    const again = await accept(token, 'another-password');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(messages.inviteInvalid);

    const list = await app.call('GET', '/api/v1/staff', { token: owner });
    const listed = list.body.data.find((each: { email: string }) => each.email === email);
    expect(listed).toMatchObject({ status: 'active', role: 'editor', name: 'Eddie Editor' });
    expect(Date.parse(listed.lastSignInAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a second invitation to an address still invited replaces the first link; an active address is taken', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email, 'support');
    const second = await invite(email, 'support');
    expect((await accept(first.token)).status).toBe(400);
    expect((await accept(second.token)).status).toBe(200);
    const taken = await app.call('POST', '/api/v1/staff/invite', { token: owner, json: { email, role: 'support' } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(messages.emailTaken);
  });

  it('an invitation older than 72 hours no longer works', async () => {
    const email = uniqueEmail('late');
    const { account, token } = await invite(email, 'support');
    await app.payload.db.updateOne({ collection: 'users', id: account._id, data: { invitedUntil: new Date(Date.now() - 1000).toISOString() } });
    expect((await accept(token)).status).toBe(400);
  });

  it('disabling ends the account’s sessions at once and refuses its sign-in; enabling lets it in again', async () => {
    const email = uniqueEmail('disabled');
    const { account, token } = await invite(email, 'support');
    const session = (await accept(token)).body.data.token as string;
    expect((await app.call('GET', '/api/v1/query', { token: session })).status).toBe(200);

    const disabled = await app.call('PATCH', `/api/v1/staff/${account._id}`, { token: owner, json: { disabled: true } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.status).toBe('disabled');
    expect((await app.call('GET', '/api/v1/query', { token: session })).status).toBe(401);
    expect((await app.call('GET', '/cms/api/users/me', { headers: { Authorization: `JWT ${session}` } })).body.user).toBeNull();
    const refused = await app.call('POST', '/api/v1/auth/login', { json: { email, password: 'a-chosen-password' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.accountDisabled);

    expect((await app.call('PATCH', `/api/v1/staff/${account._id}`, { token: owner, json: { disabled: false } })).status).toBe(200);
    expect((await app.call('POST', '/api/v1/auth/login', { json: { email, password: 'a-chosen-password' } })).status).toBe(200);
  });

  it('keeps an active owner: the last one cannot be demoted, disabled or deleted, by either API (409)', async () => {
    const { _id: me } = (await app.call('GET', '/api/v1/auth/me', { token: owner })).body.data;
    // Not the last account: a colleague who is no owner.
    expect((await accept((await invite(uniqueEmail('colleague'), 'support')).token)).status).toBe(200);
    // Every other owner of this suite's data is demoted first, so this account is the last.
    const others = (await app.call('GET', '/api/v1/staff', { token: owner })).body.data.filter(
      (each: { _id: string; role: string; status: string }) => each._id !== me && each.role === 'owner' && each.status === 'active',
    );
    for (const other of others) expect((await app.call('PATCH', `/api/v1/staff/${other._id}`, { token: owner, json: { role: 'editor' } })).status).toBe(200);

    for (const [method, route, json] of [
      ['PATCH', `/api/v1/staff/${me}`, { role: 'support' }],
      ['PATCH', `/api/v1/staff/${me}`, { disabled: true }],
      ['DELETE', `/api/v1/staff/${me}`, undefined],
    ] as const) {
      const refused = await app.call(method, route, { token: owner, ...(json ? { json } : {}) });
      expect(refused.status, `${method} ${JSON.stringify(json)}`).toBe(409);
      expect(refused.body.message).toBe(messages.lastOwner);
    }
    const panel = await app.call('PATCH', `/cms/api/users/${me}`, { headers: { Authorization: `JWT ${owner}` }, json: { role: 'editor' } });
    expect(panel.status).toBe(409);
    expect((await app.call('GET', '/api/v1/auth/me', { token: owner })).body.data.role).toBe('owner');

    // With a second owner, the first may step down.
    const { account, token } = await invite(uniqueEmail('second-owner'), 'owner');
    expect((await accept(token)).status).toBe(200);
    expect((await app.call('PATCH', `/api/v1/staff/${me}`, { token: owner, json: { role: 'editor' } })).status).toBe(200);
    const second = (await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: 'a-chosen-password' } })).body.data.token;
    expect((await app.call('PATCH', `/api/v1/staff/${me}`, { token: second, json: { role: 'owner' } })).status).toBe(200);
  });

  it('refuses bad input with the field named', async () => {
    const bad = await app.call('POST', '/api/v1/staff/invite', { token: owner, json: { email: 'not-an-address', role: 'boss' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((error: { path: string }) => error.path).sort()).toEqual(['email', 'role']);
    const nothing = await app.call('PATCH', `/api/v1/staff/${'00000000-0000-4000-8000-000000000000'}`, { token: owner, json: {} });
    expect(nothing.status).toBe(400);
  });
});
