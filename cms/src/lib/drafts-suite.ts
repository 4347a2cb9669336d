import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import type { Payload } from 'payload';

import { freePort } from '@agency/otp-service/testing/redis-server';
import { waitUntil } from '@agency/otp-service/testing/wait';

import type { User } from '../payload-types';
import { bootApp, staffLogin, type TestApp } from '../testing/boot';
import { versionsKept } from './drafts';

const poll = { timeout: 30_000, interval: 200 };
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Drafts, versions and scheduled publishing against the real app (Payload, migrations, seed,
 * Express, the server renderer). Editors' saves are the panel's: Payload's
 * Local API with `draft: true` and the editor as the user, as the panel's REST calls it. Pages are
 * read from a second instance, a plain Node process on the same database and Redis: its server
 * renderer runs the real site bundle, and what it shows proves the invalidation reached every instance.
 */
export function defineDraftsSuite(label: string) {
  describe(`drafts and publishing on ${label}`, () => {
    let app: TestApp;
    let payload: Payload;
    let editor: User;
    let token: string;
    let second: ChildProcess | undefined;
    let secondUrl: string;

    const content = async () => (await app.call('GET', '/api/v1/content')).body.data;
    const fetchPage = (pathname: string) => fetch(`${secondUrl}${pathname}`);
    const page = async (pathname: string) => (await fetchPage(pathname)).text();
    const legalPages = async () => (await app.call('GET', '/api/v1/legal-pages')).body.data as { slug: string; title: string; path: string }[];
    const as = () => ({ user: editor, overrideAccess: false });

    beforeAll(async () => {
      app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `drafts-${label}-${process.pid}` });
      payload = app.payload;
      const { docs } = await payload.find({ collection: 'users', where: { email: { equals: staffLogin.email } }, limit: 1 });
      editor = docs[0]!;
      token = await app.token();
      const port = await freePort();
      second = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'cms/src/server.ts')], {
        env: {
          ...process.env,
          DATA_DIR: app.dataDir,
          REDIS_URL: inject('redisUrl'),
          REDIS_PREFIX: `drafts-${label}-${process.pid}`,
          CMS_PANEL: 'off',
          PORT: String(port),
          NODE_ENV: 'test',
          DATABASE_URI: app.databaseUri,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let output = '';
      second.stderr!.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000)));
      secondUrl = `http://127.0.0.1:${port}`;
      await waitUntil(async () => second!.exitCode === null && (await fetch(`${secondUrl}/api/v1/health`)).ok, {
        timeoutMs: 100_000,
        what: 'second instance healthy',
      }).catch((error: Error) => {
        throw new Error(`${error.message} (exit ${second!.exitCode}): ${output}`);
      });
    }, 180_000);

    afterAll(async () => {
      second?.kill('SIGTERM');
      await app?.stop();
    });

    it('serves the seeded legal pages, published, at their old addresses', async () => {
      const pages = await legalPages();
      expect(pages.map(({ slug, path }) => [slug, path])).toEqual([
        ['terms-of-services', '/terms-of-services'],
        ['privacy-policy', '/privacy-policy'],
        ['refund-policy', '/refund-policy'],
      ]);
      const terms = await page('/terms-of-services');
      expect(terms).toMatch(/<h1[^>]*>Terms of Services<\/h1>/);
      expect(terms).toContain('<h2>8. Governing law</h2>');
      for (const phrase of ['3-5 business days', '2 revisions', '$50', 'Wyoming']) expect(terms).toContain(phrase);
      expect(terms).toMatch(/<a href="\/refund-policy"[^>]*>Refund Policy<\/a>/);
      expect(await page('/privacy-policy')).toMatch(/<blockquote[^>]*><p>This page is a placeholder/);
      const footer = /<footer[\s\S]*<\/footer>/.exec(await page('/'))![0];
      for (const href of ['/terms-of-services', '/privacy-policy', '/refund-policy']) expect(footer).toContain(`href="${href}"`);
    });

    it('keeps a draft of the site content off /api/v1 and the rendered page until it is published', async () => {
      const before = await content();
      const etag = (await app.call('GET', '/api/v1/content')).headers.get('etag');
      const draftTitle = `Draft hero ${label}`;
      await payload.updateGlobal({ slug: 'site-content', data: { hero: { ...before.hero, title: draftTitle } }, draft: true, ...as() });

      // The editor sees the draft; the public does not, and nothing was re-rendered for it.
      const draft = await payload.findGlobal({ slug: 'site-content', draft: true, ...as() });
      expect(draft.hero.title).toBe(draftTitle);
      expect((await content()).hero.title).toBe(before.hero.title);
      expect((await app.call('GET', '/api/v1/content')).headers.get('etag')).toBe(etag);
      const home = await page('/');
      expect(home).toContain(before.hero.title);
      expect(home).not.toContain(draftTitle);
      // Payload's REST without a session cannot read it either.
      const anonymous = await payload.findGlobal({ slug: 'site-content', draft: true, overrideAccess: false });
      expect(anonymous.hero.title).toBe(before.hero.title);

      await payload.updateGlobal({ slug: 'site-content', data: { _status: 'published' }, ...as() });
      expect((await content()).hero.title).toBe(draftTitle);
      // The other instance's rendered page follows through Redis.
      await expect.poll(() => page('/'), poll).toContain(draftTitle);
    });

    it('restores an earlier version of the site content', async () => {
      const { docs } = await payload.findGlobalVersions({ slug: 'site-content', sort: '-updatedAt', limit: 10, ...as() });
      const current = (await content()).hero.title;
      const earlier = docs.find((version) => version.version.hero.title !== current && version.version._status === 'published');
      expect(earlier).toBeDefined();
      await payload.restoreGlobalVersion({ slug: 'site-content', id: earlier!.id, ...as() });
      expect((await content()).hero.title).toBe(earlier!.version.hero.title);
      await expect.poll(() => page('/'), poll).toContain(earlier!.version.hero.title);
    });

    it('keeps a package draft off the public list; a package created as a draft is not listed; publishing shows both', async () => {
      const [listed] = (await app.call('GET', '/api/v1/package/get-all-package')).body.data as { _id: string; price: number; category: { _id: string } }[];
      await payload.update({ collection: 'packages', id: listed!._id, data: { price: 1234 }, draft: true, ...as() });
      const hidden = await payload.create({
        collection: 'packages',
        data: { name: `Draft package ${label}`, description: 'Not yet', price: 5, priceBasis: 'per video', features: [{ text: 'x' }], paymentRedirectURL: 'https://pay.example.com/d', category: listed!.category._id },
        draft: true,
        ...as(),
      });
      const publicList = async () => (await app.call('GET', '/api/v1/package/get-all-package')).body.data as { _id: string; price: number }[];
      expect((await publicList()).find((p) => p._id === listed!._id)!.price).toBe(listed!.price);
      expect((await publicList()).some((p) => p._id === hidden.id)).toBe(false);
      expect((await payload.find({ collection: 'packages', draft: true, overrideAccess: false })).docs.some((p) => p.id === hidden.id)).toBe(false);

      await payload.update({ collection: 'packages', id: listed!._id, data: { _status: 'published' }, ...as() });
      await payload.update({ collection: 'packages', id: hidden.id, data: { _status: 'published' }, ...as() });
      expect((await publicList()).find((p) => p._id === listed!._id)!.price).toBe(1234);
      expect((await publicList()).some((p) => p._id === hidden.id)).toBe(true);
    });

    it('publishes the staff dashboard’s writes at once (it has no drafts)', async () => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ name: 'Dashboard Member', role: 'Editor', email: `dash-${label.toLowerCase()}@example.com` })) form.append(key, value);
      const created = await app.call('POST', '/api/v1/team-member/create', { body: form, token });
      expect(created.status).toBe(201);
      const team = (await app.call('GET', '/api/v1/team-member/get-all')).body.data as { _id: string }[];
      expect(team.some((member) => member._id === created.body.data._id)).toBe(true);
    });

    it('lists for staff the team the site shows: a member created as a draft in the panel appears once published', async () => {
      const draft = await payload.create({
        collection: 'team-members',
        data: { name: `Draft Member ${label}`, role: 'Editor', email: `draft-${label.toLowerCase()}@example.com` },
        draft: true,
        ...as(),
      });
      const staffList = async () => (await app.call('GET', '/api/v1/team-member/get-all', { token })).body.data as { _id: string; email?: string }[];
      expect((await staffList()).some((member) => member._id === draft.id)).toBe(false);
      await payload.update({ collection: 'team-members', id: draft.id, data: { _status: 'published' }, ...as() });
      expect((await staffList()).find((member) => member._id === draft.id)?.email).toBe(`draft-${label.toLowerCase()}@example.com`);
    });

    it(`keeps at least 50 versions of a document (${versionsKept})`, async () => {
      const [member] = (await payload.find({ collection: 'team-members', limit: 1, sort: 'createdAt', ...as() })).docs;
      for (let i = 0; i < 60; i += 1) await payload.update({ collection: 'team-members', id: member!.id, data: { role: `Role ${i}` }, draft: true, ...as() });
      const { totalDocs } = await payload.findVersions({ collection: 'team-members', where: { parent: { equals: member!.id } }, limit: 1, ...as() });
      expect(totalDocs).toBeGreaterThanOrEqual(60);
      // The oldest of them restores.
      const { docs } = await payload.findVersions({ collection: 'team-members', where: { parent: { equals: member!.id } }, sort: 'createdAt', limit: 1, ...as() });
      await payload.restoreVersion({ collection: 'team-members', id: docs[0]!.id, ...as() });
      const team = (await app.call('GET', '/api/v1/team-member/get-all')).body.data as { _id: string; role: string }[];
      expect(team.find((m) => m._id === member!.id)!.role).toBe(docs[0]!.version.role);
    });

    it('adds a legal page at /legal/<slug> that the footer lists, once published; refuses a bad or taken slug', async () => {
      const data = {
        title: 'Cookie Policy',
        slug: 'cookie-policy',
        description: 'Which cookies the site sets, and why.',
        content: { root: { type: 'root', format: '' as const, indent: 0, version: 1, direction: 'ltr' as const, children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text: 'We set no tracking cookies.', format: 1 }] }] } },
      };
      const doc = await payload.create({ collection: 'legal-pages', data, draft: true, ...as() });
      expect((await legalPages()).some((p) => p.slug === 'cookie-policy')).toBe(false);
      expect((await fetchPage('/legal/cookie-policy')).status).toBe(404);

      await payload.update({ collection: 'legal-pages', id: doc.id, data: { _status: 'published' }, ...as() });
      expect((await legalPages()).find((p) => p.slug === 'cookie-policy')!.path).toBe('/legal/cookie-policy');
      await expect.poll(() => page('/legal/cookie-policy'), poll).toContain('<p><strong>We set no tracking cookies.</strong></p>');
      expect(/<footer[\s\S]*<\/footer>/.exec(await page('/'))![0]).toContain('href="/legal/cookie-policy"');

      await expect(payload.create({ collection: 'legal-pages', data: { ...data, slug: 'Bad Slug!' }, ...as() })).rejects.toThrow();
      await expect(payload.create({ collection: 'legal-pages', data: { ...data, title: 'Again' }, ...as() })).rejects.toThrow();
    });

    it('publishes a scheduled draft through the jobs queue once its time has come, and not before', async () => {
      const [terms] = (await payload.find({ collection: 'legal-pages', where: { slug: { equals: 'terms-of-services' } }, ...as() })).docs;
      const scheduledTitle = `Terms of Services (${label} revision)`;
      await payload.update({ collection: 'legal-pages', id: terms!.id, data: { title: scheduledTitle }, draft: true, ...as() });
      const versionsBefore = (await payload.countVersions({ collection: 'legal-pages', where: { parent: { equals: terms!.id } } })).totalDocs;
      const at = new Date(Date.now() + 4_000);
      // What the panel's "Schedule publish" queues.
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'legal-pages', value: terms!.id }, user: { relationTo: 'users', value: editor.id } },
        waitUntil: at,
      });
      expect((await legalPages()).find((p) => p.slug === 'terms-of-services')!.title).toBe('Terms of Services');

      await expect.poll(async () => (await legalPages()).find((p) => p.slug === 'terms-of-services')!.title, poll).toBe(scheduledTitle);
      expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      await expect.poll(() => page('/terms-of-services'), poll).toContain(scheduledTitle);
      // Published once: one more version, and the job is done.
      expect((await payload.countVersions({ collection: 'legal-pages', where: { parent: { equals: terms!.id } } })).totalDocs).toBe(versionsBefore + 1);
      expect((await payload.count({ collection: 'payload-jobs', where: { completedAt: { exists: false } } })).totalDocs).toBe(0);
    });
  });
}
