import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { messages, type MediaImage, type SiteContent, type TeamMember } from '@agency/contract';

import { bootApp, type TestApp } from '../../testing/boot';
import { mediaImage } from './mapper';

/** A 1400x700 PNG: left half red, right half blue (so a crop shows which side it kept). */
const halves = () =>
  sharp({ create: { width: 1400, height: 700, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: 700, height: 700, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();

async function dominant(app: TestApp, url: string) {
  const res = await fetch(app.url + url);
  expect(res.status).toBe(200);
  const bytes = Buffer.from(await res.arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  return channels[0]!.mean > channels[2]!.mean ? 'red' : 'blue';
}

describe('uploaded images get their renditions', () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    app = await bootApp({ redisUrl: inject('redisUrl'), prefix: `media-sizes-${process.pid}` });
    token = await app.token();
  });
  afterAll(async () => app?.stop());

  it('makes each size in WebP and AVIF from a dashboard upload, served from /media, and the team list carries them', async () => {
    const form = new FormData();
    form.append('name', 'Sizes Person');
    form.append('role', 'Editor');
    form.append('email', 'sizes@example.com');
    form.append('file', new Blob([new Uint8Array(await halves())], { type: 'image/png' }), 'wide.png');
    const created = await app.call('POST', '/api/v1/team-member/create', { token, body: form });
    expect(created.status).toBe(201);

    const { body } = await app.call('GET', '/api/v1/team-member/get-all');
    const member = (body as { data: TeamMember[] }).data.find((m) => m.name === 'Sizes Person')!;
    const image = member.profileImageMedia!;
    expect(image).toMatchObject({ url: member.profileImage, width: 1400, height: 700, mimeType: 'image/png', alt: 'Sizes Person' });
    // The hero (1600 wide) would enlarge a 1400 px upload: left out, and the original serves instead.
    expect(image.sizes!.map((s) => [s.name, s.width, s.height, s.mimeType])).toEqual([
      ['thumbnailWebp', 160, 160, 'image/webp'],
      ['thumbnailAvif', 160, 160, 'image/avif'],
      ['cardWebp', 768, 384, 'image/webp'],
      ['cardAvif', 768, 384, 'image/avif'],
      ['ogWebp', 1200, 630, 'image/webp'],
      ['ogAvif', 1200, 630, 'image/avif'],
    ]);
    for (const size of image.sizes!) {
      expect(size.url).toMatch(/^\/media\/wide[-\w]*-\d+x\d+\.(webp|avif)$/);
      const res = await fetch(app.url + size.url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(size.mimeType);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([size.width, size.height]);
      expect(meta.format).toBe(size.mimeType === 'image/avif' ? 'heif' : 'webp');
    }
  });

  it('crops around the focal point', async () => {
    const data = await halves();
    const file = (name: string) => ({ data, mimetype: 'image/png', name, size: data.length });
    const left = await app.payload.create({
      collection: 'media',
      data: { alt: 'Red left', focalX: 10, focalY: 50 },
      file: file('focus-left.png'),
    });
    const right = await app.payload.create({
      collection: 'media',
      data: { alt: 'Blue right', focalX: 90, focalY: 50 },
      file: file('focus-right.png'),
    });
    const size = (image: MediaImage | undefined, name: string) => image!.sizes!.find((s) => s.name === name)!.url;
    for (const name of ['thumbnailWebp', 'thumbnailAvif']) {
      expect(await dominant(app, size(mediaImage(left), name))).toBe('red');
      expect(await dominant(app, size(mediaImage(right), name))).toBe('blue');
    }
  });

  it('refuses an upload without alt text, saying why it is asked for', async () => {
    const data = await halves();
    const before = (await app.payload.count({ collection: 'media' })).totalDocs;
    await expect(
      app.payload.create({
        collection: 'media',
        data: { alt: '  ' },
        file: { data, mimetype: 'image/png', name: 'no-alt.png', size: data.length },
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'alt', message: messages.mediaAltRequired }] } });
    expect((await app.payload.count({ collection: 'media' })).totalDocs).toBe(before);
  });

  it('seeds every portfolio video with a poster frame, with its alt text and renditions', async () => {
    const { body } = await app.call('GET', '/api/v1/content');
    const { portfolio } = (body as { data: SiteContent }).data;
    const videos = [...portfolio.shortForm, ...portfolio.longForm, ...portfolio.videoAds];
    expect(videos).toHaveLength(9);
    for (const video of videos) {
      expect(video.poster).toMatchObject({ alt: `Frame from the video “${video.title}”`, mimeType: 'image/webp' });
      expect(video.poster!.sizes!.map((s) => s.name)).toEqual(expect.arrayContaining(['cardWebp', 'cardAvif']));
    }
    expect(portfolio.shortForm[0]!.poster).toMatchObject({ width: 900, height: 1600 });
    expect(portfolio.longForm[0]!.poster).toMatchObject({ width: 1280, height: 720 });
  });
});
