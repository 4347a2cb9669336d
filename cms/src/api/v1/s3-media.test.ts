import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, type TestApp } from '../../testing/boot';
import { removeExpiredTrash } from '../../lib/cleanup';

// A real 1×1 PNG.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const bucket = 'agency-media';
// s3rver accepts only its own fixed key pair.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString() === 'RIFF' && bytes.subarray(8, 12).toString() === 'WEBP';

/** The app with S3_BUCKET set, against a local S3-compatible server (s3rver) that this file starts and stops. */
describe('media in an S3 bucket', () => {
  let s3: S3rver;
  let s3Dir: string;
  let s3Running = false;
  let client: S3Client;
  let app: TestApp;

  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(os.tmpdir(), 'agency-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = await s3.run();
    s3Running = true;
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix: `s3-media-${process.pid}`,
      // A first start: the seed stores its images in the bucket (the run's template keeps them on disk).
      fresh: true,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
  });

  afterAll(async () => {
    await app?.stop();
    if (s3Running) await s3.close();
    if (s3Dir) rmSync(s3Dir, { recursive: true, force: true });
  });

  const objectBytes = async (key: string) => {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  };

  it('keeps the seeded images in the bucket, not on disk', async () => {
    const localMedia = path.join(app.dataDir, 'media');
    expect(existsSync(localMedia) ? readdirSync(localMedia) : []).toEqual([]);
    const { docs } = await app.payload.find({ collection: 'media', limit: 1, depth: 0 });
    expect(isWebp(await objectBytes(docs[0]!.filename!))).toBe(true);
  });

  it("serves a site-content image at its same-origin URL with the bucket's bytes and headers", async () => {
    const { body } = await app.call('GET', '/api/v1/content');
    const url: string = body.data.clients[0].image;
    expect(url).toMatch(/^\/media\/[^/]+\.webp$/);

    const res = await fetch(`${app.url}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.equals(await objectBytes(decodeURIComponent(url.slice('/media/'.length))))).toBe(true);
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(new Date(res.headers.get('last-modified')!).getTime()).not.toBeNaN();
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("serves a seeded team member's photo", async () => {
    const { body } = await app.call('GET', '/api/v1/team-member/get-all');
    const photo: string = body.data[0].profileImage;
    const res = await fetch(`${app.url}${photo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(Buffer.from(await res.arrayBuffer()))).toBe(true);
  });

  it('serves a photo uploaded through the API, and stops serving it once the member is deleted', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Bucket Member', role: 'Editor', email: 'bucket@example.com' }))
      form.append(key, value);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bucket.png');
    const created = await app.call('POST', '/api/v1/team-member/create', { token: await app.token(), body: form });
    expect(created.status).toBe(201);
    const photo: string = created.body.data.profileImage;

    const res = await fetch(`${app.url}${photo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);

    // A delete moves the member to the trash with its photo (a restore brings both back); the purge removes the photo.
    await app.call('DELETE', `/api/v1/team-member/delete/${created.body.data._id}`, { token: await app.token() });
    expect((await fetch(`${app.url}${photo}`)).status).toBe(200);
    await removeExpiredTrash(app.payload, 0);
    expect((await fetch(`${app.url}${photo}`)).status).toBe(404);
  });

  it('revalidates with 304, answers HEAD without a body, and 404 for a key the bucket lacks', async () => {
    const { body } = await app.call('GET', '/api/v1/content');
    const url = `${app.url}${body.data.clients[0].image}`;
    const first = await fetch(url);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;

    const again = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect(await head.text()).toBe('');

    expect((await fetch(`${app.url}/media/no-such-image.webp`)).status).toBe(404);
    expect((await fetch(`${app.url}/media/..%2Fsecrets.json`)).status).toBe(404);
  });

  it('keeps the WebP and AVIF renditions in the bucket beside the original, serves them at /media and deletes them with it', async () => {
    const wide = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const form = new FormData();
    for (const [key, value] of Object.entries({ name: 'Bucket Sizes', role: 'Editor', email: 'bucket-sizes@example.com' }))
      form.append(key, value);
    form.append('file', new Blob([new Uint8Array(wide)], { type: 'image/png' }), 'bucket-wide.png');
    const created = await app.call('POST', '/api/v1/team-member/create', { token: await app.token(), body: form });
    expect(created.status).toBe(201);
    const sizes: { url: string; mimeType: string }[] = created.body.data.profileImageMedia.sizes;
    expect(sizes.map((size) => size.mimeType).sort()).toEqual([
      'image/avif',
      'image/avif',
      'image/avif',
      'image/webp',
      'image/webp',
      'image/webp',
    ]);
    for (const size of sizes) {
      const res = await fetch(`${app.url}${size.url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(size.mimeType);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.equals(await objectBytes(decodeURIComponent(size.url.slice('/media/'.length))))).toBe(true);
    }
    expect(existsSync(path.join(app.dataDir, 'media')) ? readdirSync(path.join(app.dataDir, 'media')) : []).toEqual([]);

    await app.call('DELETE', `/api/v1/team-member/delete/${created.body.data._id}`, { token: await app.token() });
    await removeExpiredTrash(app.payload, 0);
    for (const size of sizes) expect((await fetch(`${app.url}${size.url}`)).status).toBe(404);
  });

  // Last: it takes the bucket away.
  it('answers 503 while the bucket is unreachable', async () => {
    const { body } = await app.call('GET', '/api/v1/content');
    await s3.close();
    s3Running = false;
    const res = await fetch(`${app.url}${body.data.clients[0].image}`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });
});
