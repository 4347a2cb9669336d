import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { auditActionLabels, auditResourceLabels, type AuditEntry } from '@agency/contract';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';

/**
 * The audit log: each change through either API leaves one entry with the actor, the fields
 * changed and the address, and no secret; owners read it newest first, filtered, or as CSV.
 */
describe('the audit log', () => {
  let app: TestApp;
  let owner: string;
  let ownerId: string;
  const ip = '198.51.100.77';

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `audit-${process.pid}`, env: { CMS_PANEL: 'on' } });
    owner = await app.token();
    ownerId = (await app.call('GET', '/api/v1/auth/me', { token: owner })).body.data._id;
  });
  afterAll(async () => app?.stop());

  /** The entries since `since` (an ISO time), oldest first. */
  async function entriesSince(since: string, filters: Record<string, string> = {}): Promise<AuditEntry[]> {
    const search = new URLSearchParams({ from: since, limit: '100', ...filters });
    const listed = await app.call('GET', `/api/v1/audit?${search}`, { token: owner });
    expect(listed.status).toBe(200);
    return [...(listed.body.data as AuditEntry[])].reverse();
  }
  const now = () => new Date().toISOString();
  const by = { headers: { 'X-Forwarded-For': ip } };

  it('records a package created, renamed and deleted through /api/v1, with the actor, the fields and the address', async () => {
    const since = now();
    const category = (await app.call('GET', '/api/v1/category/get-all-category')).body.data[0]._id;
    const body = {
      name: 'Audited',
      description: 'A package to audit',
      price: 10,
      priceBasis: 'per video',
      features: ['One'],
      category,
      paymentRedirectURL: 'https://pay.example.com/a',
    };
    const created = await app.call('POST', '/api/v1/package/create', { token: owner, json: body, ...by });
    const id = created.body.data._id;
    await app.call('PUT', `/api/v1/package/update-package/${id}`, {
      token: owner,
      json: { ...body, name: 'Audited, renamed', price: 12 },
      ...by,
    });
    await app.call('DELETE', `/api/v1/package/delete-package/${id}`, { token: owner, ...by });

    const entries = await entriesSince(since, { resource: 'packages' });
    expect(entries.map(({ action }) => action)).toEqual(['create', 'update', 'delete']);
    for (const entry of entries) expect(entry).toMatchObject({ actor: { _id: ownerId, email: staffLogin.email }, resourceId: id, ip });
    expect(entries[0]!.changes?.name).toEqual({ from: null, to: 'Audited' });
    expect(entries[1]!.changes).toMatchObject({ name: { from: 'Audited', to: 'Audited, renamed' }, price: { from: 10, to: 12 } });
    expect(Object.keys(entries[1]!.changes!).sort()).toEqual(['name', 'price']);
    // A delete moves it to the trash: no field but the deletion's time changes.
    expect(entries[2]!.changes).toBeNull();
  });

  it("records the panel's changes too: a draft, its publishing and its unpublishing", async () => {
    const since = now();
    const panel = { headers: { Authorization: `JWT ${owner}`, 'X-Forwarded-For': ip } };
    const [page] = (await app.payload.find({ collection: 'legal-pages', where: { slug: { equals: 'refund-policy' } } })).docs;
    expect(
      (await app.call('PATCH', `/cms/api/legal-pages/${page!.id}?draft=true`, { ...panel, json: { title: 'Refunds (draft)' } })).status,
    ).toBe(200);
    expect(
      (await app.call('PATCH', `/cms/api/legal-pages/${page!.id}`, { ...panel, json: { title: 'Refunds', _status: 'published' } })).status,
    ).toBe(200);
    expect((await app.call('PATCH', `/cms/api/legal-pages/${page!.id}`, { ...panel, json: { _status: 'draft' } })).status).toBe(200);
    const entries = await entriesSince(since, { resource: 'legal-pages' });
    expect(entries.map(({ action, actor }) => [action, actor?.email])).toEqual([
      ['draft', staffLogin.email],
      // Published over the draft: a publish, whatever the main document said before.
      ['publish', staffLogin.email],
      ['unpublish', staffLogin.email],
    ]);
    expect(entries[0]!.changes?.title).toEqual({ from: 'Refund Policy', to: 'Refunds (draft)' });
    expect(entries[1]!.changes?.title).toEqual({ from: 'Refunds (draft)', to: 'Refunds' });
    expect(entries.every((entry) => entry.ip === ip)).toBe(true);
    await app.call('PATCH', `/cms/api/legal-pages/${page!.id}`, { ...panel, json: { title: 'Refund Policy', _status: 'published' } });
  });

  it('records sign-ins (and failures, with the address tried), sign-outs and password changes, never a secret', async () => {
    const since = now();
    const account = { email: `audited-${process.pid}@example.com`, password: 'first-secret-password', role: 'support' as const };
    const created = await app.call('POST', '/api/v1/user/create-admin', { token: owner, json: account });
    const id = created.body.data._id;
    expect(
      (await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: 'wrong-secret-password' }, ...by })).status,
    ).toBe(401);
    const session = (await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: account.password }, ...by }))
      .body.data.token;
    const changed = await app.call('POST', '/api/v1/auth/change-password', {
      token: session,
      json: { oldPassword: account.password, newPassword: 'second-secret-password' },
      ...by,
    });
    expect(changed.status).toBe(200);
    const again = (
      await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: 'second-secret-password' }, ...by })
    ).body.data.token;
    expect((await app.call('POST', '/api/v1/auth/logout', { token: again, ...by })).status).toBe(200);

    const entries = await entriesSince(since, { resource: 'users' });
    expect(entries.map(({ action, actor }) => [action, actor?.email ?? null])).toEqual([
      ['create', staffLogin.email],
      ['sign-in.failed', null],
      ['sign-in', account.email],
      ['password.change', account.email],
      ['sign-in', account.email],
      ['sign-out', account.email],
    ]);
    expect(entries[1]!.changes).toEqual({ email: { from: null, to: account.email } });
    expect(entries.filter((entry) => entry.action !== 'create').every((entry) => entry.ip === ip)).toBe(true);
    expect(entries[0]).toMatchObject({ resourceId: id, changes: { role: { from: null, to: 'support' } } });
    const text = JSON.stringify(await entriesSince(since));
    for (const secret of ['first-secret-password', 'second-secret-password', 'wrong-secret-password', '"hash"', '"salt"', 'sessions'])
      expect(text).not.toContain(secret);
  });

  it('records the inbox’s work: a status change, a bulk action per query, and an export with its filters', async () => {
    const make = async (name: string) =>
      (
        await app.payload.create({
          collection: 'queries',
          data: { name, email: 'audit@example.com', phone: '+1 555 010 7000', message: 'Audit me', isVerified: true },
          depth: 0,
        })
      ).id;
    const [a, b] = [await make('Audit A'), await make('Audit B')];
    const since = now();
    await app.call('PATCH', `/api/v1/query/${a}`, { token: owner, json: { status: 'in-progress' } });
    await app.call('POST', '/api/v1/query/bulk', { token: owner, json: { action: 'status', status: 'closed', ids: [a, b] } });
    expect((await app.call('GET', '/api/v1/query/export?status=closed', { token: owner })).status).toBe(200);

    const entries = await entriesSince(since, { resource: 'queries' });
    const rows = entries.map(({ action, resourceId, changes }) => [action, resourceId, changes?.status?.to ?? null]);
    expect(rows[0]).toEqual(['update', a, 'in-progress']);
    // One entry per query of the bulk action, in the order the server took them.
    expect(rows.slice(1, 3).sort()).toEqual(
      [
        ['update', a, 'closed'],
        ['update', b, 'closed'],
      ].sort(),
    );
    expect(rows.slice(3)).toEqual([['export', null, null]]);
    expect(entries.at(-1)!.changes?.filters?.to).toMatchObject({ status: 'closed' });
    expect(entries.every((entry) => entry.actor?._id === ownerId)).toBe(true);
  });

  it('reads newest first with paging and filters, exports CSV, and no route changes or deletes an entry', async () => {
    const page = await app.call('GET', '/api/v1/audit?limit=2&page=1', { token: owner });
    expect(page.body.meta).toMatchObject({ page: 1, limit: 2 });
    expect(page.body.meta.total).toBeGreaterThan(2);
    const [newer, older] = page.body.data as AuditEntry[];
    expect(Date.parse(newer!.at)).toBeGreaterThanOrEqual(Date.parse(older!.at));

    const mine = await app.call('GET', `/api/v1/audit?actor=${ownerId}&action=delete`, { token: owner });
    expect((mine.body.data as AuditEntry[]).every((entry) => entry.actor?._id === ownerId && entry.action === 'delete')).toBe(true);

    const csv = await app.call('GET', '/api/v1/audit/export?resource=packages', { token: owner });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,action,resource,resourceId,changes,ip');
    expect(lines.length).toBeGreaterThan(3);

    const entry = (page.body.data as AuditEntry[])[0]!;
    const panel = { headers: { Authorization: `JWT ${owner}` } };
    expect((await app.call('PATCH', `/cms/api/audit-entries/${entry._id}`, { ...panel, json: { action: 'forged' } })).status).toBe(403);
    expect((await app.call('DELETE', `/cms/api/audit-entries/${entry._id}`, panel)).status).toBe(403);
    expect((await app.call('GET', `/cms/api/audit-entries/${entry._id}`, panel)).body.action).toBe(entry.action);

    const bad = await app.call('GET', '/api/v1/audit?from=yesterday', { token: owner });
    expect(bad.status).toBe(400);
  });

  it('names each action and record it keeps as the dashboard labels them (the contract lists both)', async () => {
    const csv = await app.call('GET', '/api/v1/audit/export', { token: owner });
    const rows = String(csv.body).trim().split('\r\n').slice(1);
    const named = rows.map((row) => row.split(',')).map(([, , , action, resource]) => ({ action: action!, resource: resource! }));
    expect(new Set(named.map((entry) => entry.resource)).size).toBeGreaterThan(3);
    for (const entry of named) {
      expect(auditActionLabels, entry.action).toHaveProperty([entry.action]);
      expect(auditResourceLabels, entry.resource).toHaveProperty([entry.resource]);
    }
  });
});
