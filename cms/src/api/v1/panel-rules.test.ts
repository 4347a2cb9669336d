import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';

import { bootApp, type TestApp } from '../../testing/boot';

/** The 1×1 PNG with its compressed pixel data overwritten. */
function corruptPng() {
  const bytes = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const idatData = bytes.indexOf('IDAT') + 4;
  return bytes.fill(0xff, idatData, idatData + 9);
}

/** The business rules hold in the CMS panel, which writes through Payload's REST API under /cms/api. */
/**
 * Time for a test of many sign-ins to one account, which take turns: each checks a PBKDF2-SHA256
 * hash of 600,000 iterations (Payload's), 0.3–0.5 s of CPU on this machine, so 20–33 of them took
 * 15–19 s alone and over 30 s beside two other suites (the clean-clone runs of 24a785b and 854f257).
 */
const manySignIns = 90_000;

describe('Payload REST (the CMS panel) keeps the business rules', () => {
  let app: TestApp;
  let panelAuth: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `panel-${process.pid}`, env: { CMS_PANEL: 'on' } });
    panelAuth = { Authorization: `JWT ${await app.token()}` };
  });
  afterAll(async () => app?.stop());

  it('signs one account in through the panel and /api/v1 at once, and every session stays', async () => {
    const token = await app.token();
    const account = { email: `panel-many-${process.pid}@example.com`, password: 'panel-many-password' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token, json: account })).status).toBe(201);
    const logins = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? app.call('POST', '/cms/api/users/login', { json: account }) : app.call('POST', '/api/v1/auth/login', { json: account }),
      ),
    );
    expect(logins.map((login) => login.status)).toEqual(Array(6).fill(200));
    const tokens = logins.map((login, i) => (i % 2 === 0 ? login.body.token : login.body.data.token) as string);
    const checks = await Promise.all(tokens.map((each) => app.call('GET', '/api/v1/auth', { token: each })));
    expect(checks.map((check) => check.status)).toEqual(Array(6).fill(200));
  });

  it('keeps every session of panel sign-ins to one account at once, round after round', async () => {
    // Each sign-in's turn must last until its session is committed, or the next one reads the
    // sessions without it and writes them back: the token it was given stops working at once.
    const token = await app.token();
    const account = { email: `panel-rounds-${process.pid}@example.com`, password: 'panel-rounds-password' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token, json: account })).status).toBe(201);
    for (let round = 1; round <= 4; round += 1) {
      const logins = await Promise.all(Array.from({ length: 5 }, () => app.call('POST', '/cms/api/users/login', { json: account })));
      const tokens = logins.map((login) => login.body.token as string);
      const checks = await Promise.all(tokens.map((each) => app.call('GET', '/api/v1/auth', { token: each })));
      expect({ round, logins: logins.map((login) => login.status), checks: checks.map((check) => check.status) }).toEqual({
        round,
        logins: Array(5).fill(200),
        checks: Array(5).fill(200),
      });
    }
  }, manySignIns);

  it('ends the sessions signed out, or cut by a password change, while the account signs in again, and keeps the new one (both APIs)', async () => {
    // Payload's login reads the account's sessions before it checks the password and writes them
    // back after: a sign-out or a password change in between came back to life with that write.
    const token = await app.token();
    const account = { email: `panel-out-${process.pid}@example.com`, password: 'panel-out-password-0' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token, json: account })).status).toBe(201);
    const signIn = () => app.call('POST', '/api/v1/auth/login', { json: account });
    const login = async () => (await signIn()).body.data.token as string;
    const works = async (each: string) => (await app.call('GET', '/api/v1/auth', { token: each })).status;
    for (let round = 1; round <= 3; round += 1) {
      const [viaApi, viaPanel] = [await login(), await login()];
      // Sign-ins to one account take turns: each sign-out is sent as one ends, so it lands while
      // the next one, already queued, is checking the password.
      const logins = Array.from({ length: 3 }, signIn);
      const ends = await Promise.all([
        logins[0]!.then(() => app.call('POST', '/api/v1/auth/logout', { token: viaApi })),
        logins[1]!.then(() => app.call('POST', '/cms/api/users/logout', { headers: { Authorization: `JWT ${viaPanel}` } })),
      ]);
      const signedIn = await Promise.all(logins);
      expect([...ends, ...signedIn].map((each) => each.status)).toEqual(Array(5).fill(200));
      const fresh = await Promise.all(signedIn.map((each) => works(each.body.data.token as string)));
      expect({ round, viaApi: await works(viaApi), viaPanel: await works(viaPanel), fresh }).toEqual({
        round,
        viaApi: 401,
        viaPanel: 401,
        fresh: Array(3).fill(200),
      });
    }
    for (let round = 1; round <= 3; round += 1) {
      const [changer, other] = [await login(), await login()];
      const password = `panel-out-password-${round}`;
      const first = signIn();
      const [change, logins] = await Promise.all([
        first.then(() =>
          app.call('POST', '/api/v1/auth/change-password', { token: changer, json: { oldPassword: account.password, newPassword: password } }),
        ),
        first.then((one) => Promise.all([one, signIn(), signIn()])),
      ]);
      expect(change.status).toBe(200);
      account.password = password;
      expect({ round, other: await works(other) }).toEqual({ round, other: 401 });
      // Each signed in before the change, which ended it, or was refused the old password after it.
      for (const each of logins) {
        if (each.status === 200) expect(await works(each.body.data.token as string)).toBe(401);
        else expect(each.status).toBe(401);
      }
    }
  }, manySignIns);

  it('refuses to delete a category that packages use, with 409 and the reason', async () => {
    const token = await app.token();
    const category = await app.call('POST', '/api/v1/category/create', { token, json: { name: 'Panel Category' } });
    expect(category.status).toBe(201);
    const id = category.body.data._id;
    const pkg = await app.call('POST', '/api/v1/package/create', {
      token,
      json: {
        name: 'Panel Package',
        description: 'Uses the category',
        price: 10,
        priceBasis: 'per month',
        features: ['One'],
        category: id,
        paymentRedirectURL: 'https://pay.example.com/p',
      },
    });
    expect(pkg.status).toBe(201);

    const refused = await app.call('DELETE', `/cms/api/categories/${id}`, { headers: panelAuth });
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.[0]?.message).toBe(messages.categoryInUse);
    expect((await app.call('GET', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(200);

    // The panel's list view deletes in bulk: Payload answers 400 for the batch, with each document's reason.
    const bulk = await app.call('DELETE', `/cms/api/categories?where[id][equals]=${id}`, { headers: panelAuth });
    expect(bulk.status).toBe(400);
    expect(bulk.body.errors).toEqual([expect.objectContaining({ id, message: messages.categoryInUse })]);
    expect((await app.call('GET', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(200);

    const viaApi = await app.call('DELETE', `/api/v1/category/delete-category/${id}`, { token });
    expect(viaApi.status).toBe(409);
    expect(viaApi.body).toMatchObject({ success: false, message: messages.categoryInUse });

    // Once no live package uses it, it may go to the trash (the package is in the trash itself); it
    // is destroyed only after the package is, so a restored package finds its category.
    expect((await app.call('DELETE', `/api/v1/package/delete-package/${pkg.body.data._id}`, { token })).status).toBe(200);
    expect((await app.call('DELETE', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(409);
    expect((await app.call('PATCH', `/cms/api/categories/${id}`, { headers: panelAuth, json: { deletedAt: new Date().toISOString() } })).status).toBe(200);
    expect((await app.call('GET', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(404);
    expect((await app.call('DELETE', `/cms/api/packages/${pkg.body.data._id}?trash=true`, { headers: panelAuth })).status).toBe(200);
    expect((await app.call('DELETE', `/cms/api/categories/${id}?trash=true`, { headers: panelAuth })).status).toBe(200);
    expect((await app.payload.count({ collection: 'categories', trash: true, where: { id: { equals: id } } })).totalDocs).toBe(0);
  });

  it('refuses a package whose category does not exist with 400, as /api/v1 does, and stores nothing', async () => {
    const before = (await app.payload.count({ collection: 'packages' })).totalDocs;
    const res = await app.call('POST', '/cms/api/packages', {
      headers: panelAuth,
      json: {
        name: 'Orphan Package',
        description: 'Names no category',
        price: 10,
        priceBasis: 'per month',
        features: [{ text: 'One' }],
        category: '00000000-0000-4000-8000-000000000000',
        paymentRedirectURL: 'https://pay.example.com/p',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errors: [{ path: 'category' }] });
    expect((await app.payload.count({ collection: 'packages' })).totalDocs).toBe(before);
  });

  it('reads a JSON body whatever the case of its media type (APPLICATION/JSON); refuses a missing name (400) and an empty form body (415)', async () => {
    const send = (body: string) =>
      app.call('POST', '/cms/api/categories', { headers: { ...panelAuth, 'Content-Type': 'APPLICATION/JSON; charset=UTF-8' }, body });
    const created = await send(JSON.stringify({ name: `Upper Case ${process.pid}` }));
    expect([created.status, created.body.doc?.name]).toEqual([201, `Upper Case ${process.pid}`]);
    const missing = await send('{}');
    expect(missing.status).toBe(400);
    // An empty body of a type Payload does not read as a document is refused before it, not a 500 inside it.
    const emptyForm = await app.call('POST', '/cms/api/categories', { headers: { ...panelAuth, 'Content-Type': 'application/x-www-form-urlencoded' }, body: '' });
    expect([emptyForm.status, emptyForm.body.success]).toEqual([415, false]);
  });

  it('refuses a broken image uploaded to media with 400 and stores nothing', async () => {
    const before = (await app.payload.count({ collection: 'media' })).totalDocs;
    const form = new FormData();
    form.append('_payload', JSON.stringify({ alt: 'Broken' }));
    form.append('file', new Blob([new Uint8Array(corruptPng())], { type: 'image/png' }), 'broken.png');
    const res = await app.call('POST', '/cms/api/media', { headers: panelAuth, body: form });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(messages.imageCorrupt);
    expect((await app.payload.count({ collection: 'media' })).totalDocs).toBe(before);
  });

  it("shows a visitor's files in the panel without their content, lets no one write them there, and keeps saved replies to staff", async () => {
    const query = await app.payload.create({
      collection: 'queries',
      data: { name: 'Files Visitor', email: 'files-visitor@example.com', phone: '+1 555 000 0002', message: 'A query with a file', isVerified: true },
    });
    const file = await app.payload.create({
      collection: 'query-attachments',
      data: { query: query.id, name: 'brief.pdf', contentType: 'application/pdf', size: 4, content: Buffer.from('%PDF').toString('base64') },
    });
    const read = await app.call('GET', `/cms/api/query-attachments/${file.id}`, { headers: panelAuth });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'brief.pdf', size: 4 });
    expect(read.body).not.toHaveProperty('content');
    expect((await app.call('GET', `/cms/api/query-attachments/${file.id}`)).status).toBe(403);
    expect((await app.call('POST', '/cms/api/query-attachments', { headers: panelAuth, json: { query: query.id, name: 'x', contentType: 'text/plain', size: 1, content: 'eA==' } })).status).toBe(403);
    expect((await app.call('PATCH', `/cms/api/query-attachments/${file.id}`, { headers: panelAuth, json: { name: 'renamed.pdf' } })).status).toBe(403);
    expect((await app.call('DELETE', `/cms/api/query-attachments/${file.id}`, { headers: panelAuth })).status).toBe(403);

    // Saved replies: staff in the panel as in /api/v1; nobody without a session.
    const saved = await app.call('POST', '/cms/api/saved-replies', { headers: panelAuth, json: { title: 'Panel reply', body: 'Hi {name}' } });
    expect(saved.status).toBe(201);
    const listed = await app.call('GET', '/api/v1/saved-replies', { token: await app.token() });
    expect(listed.body.data.map((each: { title: string }) => each.title)).toContain('Panel reply');
    expect((await app.call('GET', '/cms/api/saved-replies')).status).toBe(403);
    expect((await app.call('POST', '/cms/api/saved-replies', { json: { title: 'Anonymous', body: 'x' } })).status).toBe(403);
  });

  it('keeps the inbox settings to staff, refuses a response target out of bounds, and /api/v1 follows a target set in the panel', async () => {
    expect((await app.call('GET', '/cms/api/globals/inbox-settings')).status).toBe(403);
    expect((await app.call('POST', '/cms/api/globals/inbox-settings', { json: { responseTargetHours: 1 } })).status).toBe(403);
    for (const hours of [0, 721, 'soon']) {
      const refused = await app.call('POST', '/cms/api/globals/inbox-settings', { headers: panelAuth, json: { responseTargetHours: hours } });
      expect(refused.status, String(hours)).toBe(400);
    }
    const stats = () => app.call('GET', '/api/v1/stats', { token: panelAuth.Authorization!.slice(4) });
    expect((await stats()).body.data.responseTargetHours).toBe(24);
    try {
      expect((await app.call('POST', '/cms/api/globals/inbox-settings', { headers: panelAuth, json: { responseTargetHours: 48 } })).status).toBe(200);
      expect((await stats()).body.data.responseTargetHours).toBe(48);
    } finally {
      await app.call('POST', '/cms/api/globals/inbox-settings', { headers: panelAuth, json: { responseTargetHours: 24 } });
    }
  });

  it('keeps notes append-only and refuses an unknown status or assignee in the panel, as /api/v1 does', async () => {
    const token = await app.token();
    const query = await app.payload.create({
      collection: 'queries',
      data: { name: 'Panel Visitor', email: 'panel-visitor@example.com', phone: '+1 555 000 0001', message: 'A query for the panel rules', isVerified: true },
    });
    const note = await app.call('POST', `/api/v1/query/${query.id}/notes`, { token, json: { text: 'First note' } });
    expect(note.status).toBe(201);
    const notes = await app.call('GET', `/cms/api/query-notes?where[query][equals]=${query.id}`, { headers: panelAuth });
    expect(notes.status).toBe(200);
    expect(notes.body.docs.map((doc: { text: string }) => doc.text)).toEqual(['First note']);
    const noteId = notes.body.docs[0].id;

    // Notes are written only through the API: the panel may read them, not add, change or remove them.
    expect((await app.call('POST', '/cms/api/query-notes', { headers: panelAuth, json: { query: query.id, kind: 'note', text: 'Forged' } })).status).toBe(403);
    expect((await app.call('PATCH', `/cms/api/query-notes/${noteId}`, { headers: panelAuth, json: { text: 'Changed' } })).status).toBe(403);
    expect((await app.call('DELETE', `/cms/api/query-notes/${noteId}`, { headers: panelAuth })).status).toBe(403);

    const missingUser = '00000000-0000-4000-8000-000000000000';
    for (const data of [{ status: 'archived' }, { assignee: missingUser }, { assignee: { id: missingUser } }, { assignee: 'not-an-id' }]) {
      const panel = await app.call('PATCH', `/cms/api/queries/${query.id}`, { headers: panelAuth, json: data });
      const api = await app.call('PATCH', `/api/v1/query/${query.id}`, { token, json: data });
      expect(api.status, JSON.stringify(data)).toBe(400);
      // The panel refuses with the same status; an assignee that is no account, before the database's foreign key could.
      expect(panel.status, JSON.stringify(data)).toBe(400);
      if ('assignee' in data) expect(panel.body, JSON.stringify(data)).toMatchObject({ success: false, errors: [{ path: 'assignee' }] });
    }
    const unknownAssignee = { assignee: missingUser };
    const panel = await app.call('PATCH', `/cms/api/queries/${query.id}`, { headers: panelAuth, json: unknownAssignee });
    const api = await app.call('PATCH', `/api/v1/query/${query.id}`, { token, json: unknownAssignee });
    expect(panel.body).toEqual(api.body);
    expect(panel.body).toEqual({ success: false, message: messages.assigneeUnknown, errors: [{ path: 'assignee', message: messages.assigneeUnknown }] });
    // A staff account that exists is accepted in the panel.
    const staff = await app.payload.find({ collection: 'users', limit: 1, depth: 0 });
    const assigned = await app.call('PATCH', `/cms/api/queries/${query.id}`, { headers: panelAuth, json: { assignee: staff.docs[0]!.id } });
    expect(assigned.status).toBe(200);
    expect((await app.call('PATCH', `/cms/api/queries/${query.id}`, { headers: panelAuth, json: { assignee: null } })).status).toBe(200);
    const unchanged = await app.payload.findByID({ collection: 'queries', id: query.id, depth: 0 });
    expect(unchanged).toMatchObject({ status: 'new', assignee: null });
    // The refused changes left nothing; the query's log (its timeline since issue 24) holds the note and the panel's two accepted assignments.
    const log = (await app.call('GET', `/cms/api/query-notes?where[query][equals]=${query.id}&sort=createdAt`, { headers: panelAuth })).body.docs;
    expect(log.map((entry: { kind: string }) => entry.kind)).toEqual(['note', 'assignment', 'assignment']);
  });
});
