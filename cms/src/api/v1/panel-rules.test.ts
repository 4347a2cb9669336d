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
describe('Payload REST (the CMS panel) keeps the business rules', () => {
  let app: TestApp;
  let panelAuth: Record<string, string>;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `panel-${process.pid}`, env: { CMS_PANEL: 'on' } });
    panelAuth = { Authorization: `JWT ${await app.token()}` };
  });
  afterAll(async () => app?.stop());

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

    // Once no package uses it, the panel may delete it.
    expect((await app.call('DELETE', `/api/v1/package/delete-package/${pkg.body.data._id}`, { token })).status).toBe(200);
    expect((await app.call('DELETE', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(200);
    expect((await app.call('GET', `/cms/api/categories/${id}`, { headers: panelAuth })).status).toBe(404);
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
});
