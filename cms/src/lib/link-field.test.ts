import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages } from '@agency/contract';

import { bootApp, type TestApp } from '../testing/boot';

const hostile = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://pay.example.com/\njavascript:alert(1)',
  '//evil.example/pay',
];

/** The fields a panel write was refused for, with the message the panel shows beside each (Payload's ValidationError). */
const panelErrors = (body: { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }) =>
  (body.errors ?? []).flatMap((error) => error.data?.errors ?? []).map(({ path, message }) => ({ path, message }));

/** Payment, social and scheduling links: only http(s) addresses are stored, through the panel (/cms/api) and /api/v1 alike. */
describe('links the site renders', () => {
  let app: TestApp;
  let token: string;
  let panelAuth: Record<string, string>;
  let category: string;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `links-${process.pid}`, env: { CMS_PANEL: 'on' } });
    token = await app.token();
    panelAuth = { Authorization: `JWT ${token}` };
    category = (await app.call('POST', '/api/v1/category/create', { token, json: { name: `Links ${process.pid}` } })).body.data._id;
  });
  afterAll(async () => app?.stop());

  const packageBody = (paymentRedirectURL: string) => ({
    name: 'Linked Package',
    description: 'Has a payment link',
    price: 10,
    priceBasis: 'per month',
    features: ['One'],
    category,
    paymentRedirectURL,
  });
  const publicPackages = async () =>
    (await app.call('GET', '/api/v1/package/get-all-package')).body.data as { _id: string; paymentRedirectURL: string }[];

  it('refuses a package whose payment link is not http(s), through both APIs, and stores nothing', async () => {
    const before = (await app.payload.count({ collection: 'packages' })).totalDocs;
    for (const url of hostile) {
      const panel = await app.call('POST', '/cms/api/packages', {
        headers: panelAuth,
        json: { ...packageBody(url), features: [{ text: 'One' }], _status: 'published' },
      });
      expect(panel.status, url).toBe(400);
      expect(panelErrors(panel.body), url).toEqual([{ path: 'paymentRedirectURL', message: messages.paymentUrlInvalid }]);
      const api = await app.call('POST', '/api/v1/package/create', { token, json: packageBody(url) });
      expect(api.status, url).toBe(400);
    }
    expect((await app.payload.count({ collection: 'packages' })).totalDocs).toBe(before);
  });

  it('refuses to change a payment link to a script, through both APIs, and the live link stays', async () => {
    const created = await app.call('POST', '/api/v1/package/create', { token, json: packageBody('https://pay.example.com/linked') });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    for (const url of hostile) {
      const panel = await app.call('PATCH', `/cms/api/packages/${id}`, {
        headers: panelAuth,
        json: { paymentRedirectURL: url, _status: 'published' },
      });
      expect(panel.status, url).toBe(400);
      const api = await app.call('PUT', `/api/v1/package/update-package/${id}`, { token, json: packageBody(url) });
      expect(api.status, url).toBe(400);
    }
    expect((await publicPackages()).find((pkg) => pkg._id === id)?.paymentRedirectURL).toBe('https://pay.example.com/linked');
    const changed = await app.call('PATCH', `/cms/api/packages/${id}`, {
      headers: panelAuth,
      json: { paymentRedirectURL: 'https://pay.example.com/changed', _status: 'published' },
    });
    expect(changed.status).toBe(200);
    expect((await publicPackages()).find((pkg) => pkg._id === id)?.paymentRedirectURL).toBe('https://pay.example.com/changed');
  });

  it('refuses social and scheduling links that are not http(s) in the site content, and the public content keeps its links', async () => {
    const content = async () =>
      (await app.call('GET', '/api/v1/content')).body.data as {
        schedulingUrl: string;
        socialLinks: { kind: string; label: string; url: string }[];
      };
    const before = await content();
    for (const url of hostile) {
      const scheduling = await app.call('POST', '/cms/api/globals/site-content', {
        headers: panelAuth,
        json: { schedulingUrl: url, _status: 'published' },
      });
      expect(scheduling.status, url).toBe(400);
      expect(panelErrors(scheduling.body), url).toEqual([{ path: 'schedulingUrl', message: messages.linkInvalid }]);
      const socialLinks = before.socialLinks.map((link, i) => (i === 1 ? { ...link, url } : link));
      const social = await app.call('POST', '/cms/api/globals/site-content', {
        headers: panelAuth,
        json: { socialLinks, _status: 'published' },
      });
      expect(social.status, url).toBe(400);
      expect(panelErrors(social.body), url).toEqual([{ path: 'socialLinks.1.url', message: messages.linkInvalid }]);
    }
    expect(await content()).toEqual(before);

    const schedulingUrl = 'https://calendly.com/cutroomstudio/intro-call';
    const accepted = await app.call('POST', '/cms/api/globals/site-content', {
      headers: panelAuth,
      json: { schedulingUrl, _status: 'published' },
    });
    expect(accepted.status).toBe(200);
    expect((await content()).schedulingUrl).toBe(schedulingUrl);
  });
});
