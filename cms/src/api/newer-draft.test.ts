import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages, twoTools } from '@agency/contract';

import type { User } from '../payload-types';
import { bootApp, staffLogin, type TestApp } from '../testing/boot';

/**
 * Decision 027: a dashboard save (which publishes) on a document with a newer draft from the
 * CMS panel is refused with a 409 the dashboard can explain, until the person confirms.
 */
describe('a dashboard save over a newer panel draft', () => {
  let app: TestApp;
  let token: string;
  let editor: User;
  const panel = () => ({ user: editor, overrideAccess: false, draft: true });

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `newer-draft-${process.pid}` });
    token = await app.token();
    editor = (await app.payload.find({ collection: 'users', where: { email: { equals: staffLogin.email } }, limit: 1 })).docs[0]!;
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('packages: refused with 409 while a draft is newer, published over it once confirmed', async () => {
    const categories = (await app.call('GET', '/api/v1/category/get-all-category')).body.data as { _id: string }[];
    const body = {
      name: 'Guarded package',
      description: 'Published from the dashboard',
      price: 10,
      priceBasis: 'per month',
      features: ['One video'],
      category: categories[0]!._id,
      paymentRedirectURL: 'https://example.com/pay',
    };
    const created = await app.call('POST', '/api/v1/package/create', { json: body, token });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const update = (name: string, query = '') =>
      app.call('PUT', `/api/v1/package/update-package/${id}${query}`, { json: { ...body, name }, token });

    // No draft: a save goes through as before.
    expect((await update('Guarded package 2')).status).toBe(200);

    await app.payload.update({ collection: 'packages', id, data: { name: 'Panel draft' }, ...panel() });
    const refused = await update('Dashboard name');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message: messages.newerDraft,
      errors: [{ path: twoTools.draftConflictPath, message: messages.newerDraft }],
    });
    // Nothing was published and the draft is still the newest version.
    const draft = await app.payload.findByID({ collection: 'packages', id, draft: true, overrideAccess: true });
    expect(draft.name).toBe('Panel draft');
    const published = await app.payload.findByID({ collection: 'packages', id, overrideAccess: true });
    expect(published.name).toBe('Guarded package 2');

    const confirmed = await update('Dashboard name', `?${twoTools.overwriteDraftParam}=true`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.name).toBe('Dashboard name');
    // The published version is now the newest: the next save needs no confirmation.
    expect((await update('Dashboard name 2')).status).toBe(200);
  });

  it('team members: the same for the multipart update, before any image is stored', async () => {
    const form = (name: string) => {
      const data = new FormData();
      data.append('name', name);
      data.append('role', 'Editor');
      data.append('email', 'guarded@example.com');
      data.append('skills', 'Cutting');
      return data;
    };
    const created = await app.call('POST', '/api/v1/team-member/create', { body: form('Guarded member'), token });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    await app.payload.update({ collection: 'team-members', id, data: { role: 'Draft role' }, ...panel() });
    const mediaBefore = (await app.payload.count({ collection: 'media' })).totalDocs;

    const refused = await app.call('PUT', `/api/v1/team-member/update/${id}`, { body: form('Dashboard member'), token });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([{ path: twoTools.draftConflictPath, message: messages.newerDraft }]);
    expect((await app.payload.count({ collection: 'media' })).totalDocs).toBe(mediaBefore);

    const confirmed = await app.call('PUT', `/api/v1/team-member/update/${id}?${twoTools.overwriteDraftParam}=true`, {
      body: form('Dashboard member'),
      token,
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ name: 'Dashboard member', role: 'Editor' });
  });
});
