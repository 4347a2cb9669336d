import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { limits, messages } from '@agency/contract';

import { bootApp, type TestApp } from '../../testing/boot';

// A real 1×1 PNG: signature, IHDR, one IDAT, IEND.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const garbage = Buffer.from('this is not image data, only bytes behind a valid signature '.repeat(4));

/** A PNG whose header reads fine (so its size can be measured) but whose pixels stop half-way. */
async function truncatedPng() {
  const pixels = Buffer.from(Array.from({ length: 48 * 48 * 3 }, (_, i) => (i * 7919) % 256));
  const whole = await sharp(pixels, { raw: { width: 48, height: 48, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** The 1×1 PNG with its compressed IDAT bytes overwritten: right length, right chunks, broken data. */
function corruptIdatPng() {
  const bytes = Buffer.from(png);
  const idatData = bytes.indexOf('IDAT') + 4;
  bytes.fill(0xff, idatData, idatData + 9);
  return bytes;
}

const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0x80, 0, 0]), garbage]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0xf8, 0, 0, 0]), Buffer.from('WEBPVP8 '), garbage]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), garbage]);

function teamForm(name: string, file: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  form.append('name', name);
  form.append('role', 'Editor');
  form.append('email', 'broken-image@example.com');
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe('a broken image is never stored', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `uploads-${process.pid}` });
    token = await app.token();
  });
  afterAll(async () => app?.stop());

  const counts = async () => ({
    media: (await app.payload.count({ collection: 'media' })).totalDocs,
    team: (await app.payload.count({ collection: 'team-members' })).totalDocs,
  });

  it.each([
    ['a PNG cut in half', 'half.png', 'image/png', truncatedPng],
    ['a PNG with a corrupt IDAT chunk', 'idat.png', 'image/png', async () => corruptIdatPng()],
    ['a GIF header followed by garbage', 'garbage.gif', 'image/gif', async () => gif],
    ['a WebP RIFF header followed by garbage', 'garbage.webp', 'image/webp', async () => webp],
    ['a JPEG marker followed by garbage', 'garbage.jpg', 'image/jpeg', async () => jpeg],
  ])('refuses %s on team member create with 400', async (_label, name, type, bytes) => {
    const before = await counts();
    const res = await app.call('POST', '/api/v1/team-member/create', {
      token,
      body: teamForm('Broken Image', { bytes: await bytes(), name, type }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message: messages.imageCorrupt });
    expect(await counts()).toEqual(before);
  });

  it('refuses an image over the size limit through the Local API too', async () => {
    const before = await counts();
    const big = Buffer.concat([png, Buffer.alloc(limits.imageMaxBytes)]);
    const create = app.payload.create({
      collection: 'media',
      data: { alt: 'Big' },
      file: { data: big, mimetype: 'image/png', name: 'big.png', size: big.length },
    });
    await expect(create).rejects.toMatchObject({ status: 413, message: messages.mediaTooLarge });
    expect(await counts()).toEqual(before);
  });

  it('refuses a broken image on team member update and keeps the old one', async () => {
    const created = await app.call('POST', '/api/v1/team-member/create', {
      token,
      body: teamForm('Good Image', { bytes: png, name: 'good.png', type: 'image/png' }),
    });
    expect(created.status).toBe(201);
    const before = await counts();
    const res = await app.call('PUT', `/api/v1/team-member/update/${created.body.data._id}`, {
      token,
      body: teamForm('Good Image', { bytes: await truncatedPng(), name: 'half.png', type: 'image/png' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.imageCorrupt);
    expect(await counts()).toEqual(before);
    const image = await fetch(`${app.url}${created.body.data.profileImage}`);
    expect(image.status).toBe(200);
    await app.call('DELETE', `/api/v1/team-member/delete/${created.body.data._id}`, { token });
  });
});
