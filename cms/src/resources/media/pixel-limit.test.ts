import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { format, limits, messages } from '@agency/contract';

import { bootApp, type TestApp } from '../../testing/boot';

/** The message at the default limit (MEDIA_MAX_PIXELS unset): 50 megapixels, 16,384 px on a side. */
const pixelLimitMessage = () => format(messages.imageTooManyPixels, { megapixels: 50, side: '16,384' });

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black-and-white PNG of the given size, all black: one bit a pixel deflates about a
 * thousandfold, so 12000x12000 (144 megapixels, 576 MB once decoded as RGBA) is a 17 KB file.
 */
function bitmapPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });

describe('image bombs are refused from the header, before any decoding', () => {
  let app: TestApp;
  let panelAuth: Record<string, string>;
  let token: string;
  const bomb = bitmapPng(12_000, 12_000);

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `pixel-limit-${process.pid}`, env: { CMS_PANEL: 'on' } });
    token = await app.token();
    panelAuth = { Authorization: `JWT ${token}` };
    // Next loads the REST route on its first request: time the refusal, not that.
    expect((await app.call('GET', '/cms/api/media?limit=1', { headers: panelAuth })).status).toBe(200);
  });
  afterAll(async () => app?.stop());

  const counts = async () => ({
    media: (await app.payload.count({ collection: 'media' })).totalDocs,
    team: (await app.payload.count({ collection: 'team-members' })).totalDocs,
  });

  async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
    const started = performance.now();
    const result = await call();
    return { result, ms: performance.now() - started };
  }

  it('the bomb is what the report describes: a 17 KB PNG declaring 12000x12000', () => {
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(bomb.readUInt32BE(16)).toBe(12_000);
    expect(bomb.readUInt32BE(20)).toBe(12_000);
  });

  it('refuses it through the panel (/cms/api/media) with 400 and the limit, within a second, storing nothing', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('_payload', JSON.stringify({ alt: 'A bomb' }));
    form.append('file', blob(bomb), 'bomb.png');
    const { result: res, ms } = await timed(() => app.call('POST', '/cms/api/media', { headers: panelAuth, body: form }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(pixelLimitMessage());
    expect(ms).toBeLessThan(1000);
    expect(await counts()).toEqual(before);
  });

  it('refuses it as a team member image through /api/v1 with 400 and the limit, within a second, storing nothing', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('name', 'Bomb Person');
    form.append('role', 'Editor');
    form.append('email', 'bomb@example.com');
    form.append('file', blob(bomb), 'bomb.png');
    const { result: res, ms } = await timed(() => app.call('POST', '/api/v1/team-member/create', { token, body: form }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: pixelLimitMessage(),
      errors: [{ path: 'file', message: pixelLimitMessage() }],
    });
    expect(ms).toBeLessThan(1000);
    expect(await counts()).toEqual(before);
  });

  it('refuses an image longer than 16,384 px on a side, though small in pixels', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('_payload', JSON.stringify({ alt: 'A long strip' }));
    form.append('file', blob(bitmapPng(limits.imageMaxSide + 1, 1000)), 'strip.png');
    const res = await app.call('POST', '/cms/api/media', { headers: panelAuth, body: form });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(pixelLimitMessage());
    expect(await counts()).toEqual(before);
  });

  it('refuses a strip so narrow that a cropped rendition would enlarge it into a bomb', async () => {
    // 16384x8 is 131,072 pixels, but the link preview's crop (1200x630) would first scale it to 1,290,240x630.
    const before = await counts();
    const form = new FormData();
    form.append('_payload', JSON.stringify({ alt: 'A thin strip' }));
    form.append('file', blob(bitmapPng(limits.imageMaxSide, 8)), 'thin.png');
    const { result: res, ms } = await timed(() => app.call('POST', '/cms/api/media', { headers: panelAuth, body: form }));
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe(format(messages.imageTooNarrow, { ratio: limits.imageMaxAspect }));
    expect(ms).toBeLessThan(1000);
    expect(await counts()).toEqual(before);
  });

  it('still takes an image at the limits: 16,384 px long, 20 times as long as wide', async () => {
    const width = limits.imageMaxSide;
    const height = Math.ceil(width / limits.imageMaxAspect);
    const form = new FormData();
    form.append('_payload', JSON.stringify({ alt: 'A panorama' }));
    form.append('file', blob(bitmapPng(width, height)), 'panorama.png');
    const res = await app.call('POST', '/cms/api/media', { headers: panelAuth, body: form });
    expect(res.status).toBe(201);
    expect(res.body.doc).toMatchObject({ width, height });
  });

  it('gives Payload a sharp that will not decode past the limit (its image sizes, crops and resizes)', async () => {
    const configured = app.payload.config.sharp;
    expect(configured).toBeDefined();
    await expect(configured!(bomb).resize(10).toBuffer()).rejects.toThrow(/pixel limit/);
    // An image within the limit still decodes.
    await expect(configured!(bitmapPng(100, 100)).resize(10).toBuffer()).resolves.toBeInstanceOf(Buffer);
  });
});
