import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages, type TrashItem } from '@agency/contract';

import { removeExpiredTrash } from '../../lib/cleanup';
import { bootApp, type TestApp } from '../../testing/boot';

/** A delete moves a package, category, team member, legal page or image to the trash; it comes back intact. */
describe('the trash', () => {
  let app: TestApp;
  let owner: string;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `trash-${process.pid}`, env: { CMS_PANEL: 'on' } });
    owner = await app.token();
  });
  afterAll(async () => app?.stop());

  const packageBody = (category: string, name: string) => ({
    name,
    description: 'A package for the trash',
    price: 20,
    priceBasis: 'per video',
    features: ['One', 'Two'],
    category,
    paymentRedirectURL: 'https://pay.example.com/t',
  });
  const publicPackages = async () => (await app.call('GET', '/api/v1/package/get-all-package')).body.data as { _id: string; name: string }[];
  const trash = async () => (await app.call('GET', '/api/v1/trash', { token: owner })).body.data as TrashItem[];

  it('a deleted package leaves the site, shows in the trash for TRASH_DAYS, and comes back intact', async () => {
    const category = (await app.call('POST', '/api/v1/category/create', { token: owner, json: { name: `Trash ${process.pid}` } })).body.data._id;
    const created = (await app.call('POST', '/api/v1/package/create', { token: owner, json: packageBody(category, 'Binned') })).body.data;
    expect((await publicPackages()).map((p) => p._id)).toContain(created._id);

    const deleted = await app.call('DELETE', `/api/v1/package/delete-package/${created._id}`, { token: owner });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ message: messages.packageDeleted, data: { _id: created._id } });
    expect((await publicPackages()).map((p) => p._id)).not.toContain(created._id);
    expect((await app.call('GET', '/cms/api/packages?limit=100')).body.docs.map((d: { id: string }) => d.id)).not.toContain(created._id);

    const item = (await trash()).find((each) => each._id === created._id)!;
    expect(item).toMatchObject({ resource: 'packages', title: 'Binned' });
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 24 * 3600 * 1000);

    const restored = await app.call('POST', `/api/v1/trash/packages/${created._id}/restore`, { token: owner });
    expect(restored.status).toBe(200);
    const back = (await publicPackages()).find((p) => p._id === created._id);
    expect(back).toEqual(created);
    expect((await trash()).some((each) => each._id === created._id)).toBe(false);

    // Restoring what is not in the trash is a conflict; an unknown kind or id is not found.
    expect((await app.call('POST', `/api/v1/trash/packages/${created._id}/restore`, { token: owner })).status).toBe(409);
    expect((await app.call('POST', `/api/v1/trash/queries/${created._id}/restore`, { token: owner })).status).toBe(404);
  });

  it('a category in use by a live package stays; one whose package is in the trash goes, and comes back with the package', async () => {
    const category = (await app.call('POST', '/api/v1/category/create', { token: owner, json: { name: `Pair ${process.pid}` } })).body.data._id;
    const pkg = (await app.call('POST', '/api/v1/package/create', { token: owner, json: packageBody(category, 'Paired') })).body.data;
    const inUse = await app.call('DELETE', `/api/v1/category/delete-category/${category}`, { token: owner });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(messages.categoryInUse);

    expect((await app.call('DELETE', `/api/v1/package/delete-package/${pkg._id}`, { token: owner })).status).toBe(200);
    expect((await app.call('DELETE', `/api/v1/category/delete-category/${category}`, { token: owner })).status).toBe(200);
    // Its name stays taken while it is in the trash.
    expect((await app.call('POST', '/api/v1/category/create', { token: owner, json: { name: `Pair ${process.pid}` } })).status).toBe(409);

    expect((await app.call('POST', `/api/v1/trash/packages/${pkg._id}/restore`, { token: owner })).status).toBe(200);
    expect((await publicPackages()).find((p) => p._id === pkg._id)).toEqual(pkg);
    const categories = (await app.call('GET', '/api/v1/category/get-all-category')).body.data.map((c: { _id: string }) => c._id);
    expect(categories).toContain(category);
  });

  it('a team member comes back with its photo; the panel’s delete goes to the trash too; the purge destroys what is old enough', async () => {
    const form = new FormData();
    form.append('name', 'Trashed Member');
    form.append('role', 'Editor');
    form.append('email', 'trashed@example.com');
    const member = (await app.call('POST', '/api/v1/team-member/create', { token: owner, body: form })).body.data;
    expect((await app.call('DELETE', `/api/v1/team-member/delete/${member._id}`, { token: owner })).status).toBe(200);
    expect((await app.call('POST', `/api/v1/trash/team-members/${member._id}/restore`, { token: owner })).status).toBe(200);
    const team = (await app.call('GET', '/api/v1/team-member/get-all')).body.data as { _id: string }[];
    expect(team.map((m) => m._id)).toContain(member._id);

    // The panel moves a legal page to the trash as Payload's trash does: an update of deletedAt.
    const [page] = (await app.payload.find({ collection: 'legal-pages', where: { slug: { equals: 'refund-policy' } } })).docs;
    const panel = { headers: { Authorization: `JWT ${owner}` } };
    expect((await app.call('PATCH', `/cms/api/legal-pages/${page!.id}`, { ...panel, json: { deletedAt: new Date().toISOString() } })).status).toBe(200);
    expect((await app.call('GET', '/api/v1/legal-pages/refund-policy')).status).toBe(404);
    expect((await trash()).map((each) => each._id)).toContain(page!.id);

    // Nothing is old enough at 30 days; everything is at 0.
    expect(await removeExpiredTrash(app.payload, 30)).toBe(0);
    expect(await removeExpiredTrash(app.payload, 0)).toBeGreaterThan(0);
    expect(await trash()).toEqual([]);
    expect((await app.call('POST', `/api/v1/trash/legal-pages/${page!.id}/restore`, { token: owner })).status).toBe(404);
  });

  it('is for owners and editors: support is refused', async () => {
    const account = { email: `trash-support-${process.pid}@example.com`, password: 'trash-support-password', role: 'support' };
    expect((await app.call('POST', '/api/v1/user/create-admin', { token: owner, json: account })).status).toBe(201);
    const support = (await app.call('POST', '/api/v1/auth/login', { json: { email: account.email, password: account.password } })).body.data.token;
    expect((await app.call('GET', '/api/v1/trash', { token: support })).status).toBe(403);
  });
});
