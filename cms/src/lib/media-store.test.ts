import type { Server } from 'node:http';
import { Readable } from 'node:stream';

import type { S3Client } from '@aws-sdk/client-s3';
import express from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { mediaPath, serveMedia } from './media-store';

const env = {
  S3_BUCKET: 'media',
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
};
const s3Error = (name: string, status?: number) => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The handler at /media, in front of a bucket client whose every answer is `answer`. */
async function mediaApp(answer: () => Promise<unknown>) {
  const send = vi.fn((_command: unknown) => answer());
  const app = express().use('/media', serveMedia({ env, localDir: '/nonexistent', client: { send } as unknown as S3Client }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as { port: number };
  return { send, get: (route: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${route}`, init) };
}

describe('mediaPath', () => {
  it('is a same-origin /media URL with the file name encoded', () => {
    expect(mediaPath('team-01.webp')).toBe('/media/team-01.webp');
    expect(mediaPath('a b#?.png')).toBe('/media/a%20b%23%3F.png');
  });
});

describe('the /media handler in S3 mode', () => {
  it("streams the object with the bucket's type, length, validators and a week's caching", async () => {
    const bytes = Buffer.from('RIFF0000WEBPVP8 ');
    const lastModified = new Date('2026-11-20T10:00:00Z');
    const { send, get } = await mediaApp(async () => ({
      Body: Readable.from([bytes]),
      ContentType: 'image/webp',
      ContentLength: bytes.length,
      ETag: '"abc"',
      LastModified: lastModified,
    }));
    const res = await get('/media/a%20b.webp');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(
      Object.fromEntries(['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'].map((h) => [h, res.headers.get(h)])),
    ).toEqual({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      etag: '"abc"',
      'last-modified': lastModified.toUTCString(),
      'cache-control': 'public, max-age=604800',
    });
    expect(send.mock.calls[0]![0]).toMatchObject({ input: { Bucket: 'media', Key: 'a b.webp' } });
  });

  it("passes the browser's ETag to the bucket and answers its 304 with that tag", async () => {
    const { send, get } = await mediaApp(async () => Promise.reject(s3Error('NotModified', 304)));
    const res = await get('/media/x.webp', { headers: { 'If-None-Match': '"abc"' } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe('"abc"');
    expect(send.mock.calls[0]![0]).toMatchObject({ input: { IfNoneMatch: '"abc"' } });
  });

  it('answers 404 for a missing key, and 503 with Retry-After for a missing bucket or an unreachable one', async () => {
    const answers = [
      s3Error('NoSuchKey', 404),
      s3Error('NoSuchBucket', 404),
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ];
    const { get } = await mediaApp(async () => Promise.reject(answers.shift()));
    expect((await get('/media/gone.webp')).status).toBe(404);
    for (let i = 0; i < 2; i++) {
      const res = await get('/media/x.webp');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
    }
  });

  it('never asks the bucket for a key outside its root, and takes only GET and HEAD', async () => {
    const { send, get } = await mediaApp(async () => ({}));
    for (const route of ['/media/..%2Fsecret', '/media/a%2Fb.webp', '/media/', '/media/%E0%A4%A'])
      expect((await get(route)).status).toBe(404);
    expect((await get('/media/x.webp', { method: 'DELETE' })).status).toBe(405);
    expect(send).not.toHaveBeenCalled();
  });
});
