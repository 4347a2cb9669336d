import os from 'node:os';

import type { Payload } from 'payload';
import sharp from 'sharp';

import type { SeedImage } from '../../seed/types';
import { withoutTurns } from './sharp-turns';

/** Deterministic drawings for the seed: placeholder portraits, client marks and step illustrations. */

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

const hue = (index: number) => (index * 47 + 250) % 360;

export function avatarSvg(name: string, index: number): string {
  const h = hue(index);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,88%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},65%,72%)"/></linearGradient></defs>
<rect width="256" height="256" fill="url(#g)"/>
<circle cx="128" cy="104" r="46" fill="hsl(${h},35%,38%)" opacity="0.85"/>
<path d="M40 256c6-52 44-84 88-84s82 32 88 84z" fill="hsl(${h},35%,38%)" opacity="0.85"/>
<text x="128" y="118" text-anchor="middle" font-family="system-ui, sans-serif" font-size="40" font-weight="700" fill="#fff">${initials(name)}</text>
</svg>`;
}

export function clientLogoSvg(name: string, index: number): string {
  const h = hue(index * 3);
  const shapes = [
    `<polygon points="110,92 110,164 170,128" fill="#fff"/>`,
    `<rect x="92" y="92" width="72" height="72" rx="18" fill="none" stroke="#fff" stroke-width="12"/>`,
    `<circle cx="128" cy="128" r="38" fill="none" stroke="#fff" stroke-width="12"/><circle cx="128" cy="128" r="10" fill="#fff"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<circle cx="128" cy="128" r="128" fill="hsl(${h},62%,46%)"/>
<circle cx="128" cy="128" r="104" fill="hsl(${h},62%,40%)"/>
${index % 2 === 0 ? shapes[index % 3] : `<text x="128" y="146" text-anchor="middle" font-family="system-ui, sans-serif" font-size="64" font-weight="800" fill="#fff">${initials(name)}</text>`}
</svg>`;
}

const frame = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect width="640" height="400" rx="24" fill="#f3efff"/>
${body}
</svg>`;

export function processSvg(kind: 'research' | 'implementation' | 'refine'): string {
  if (kind === 'research') {
    return frame(`<rect x="80" y="90" width="300" height="220" rx="16" fill="#fff"/>
<rect x="110" y="230" width="40" height="50" rx="6" fill="#c4b5fd"/><rect x="170" y="190" width="40" height="90" rx="6" fill="#a78bfa"/><rect x="230" y="150" width="40" height="130" rx="6" fill="#7c3aed"/><rect x="290" y="200" width="40" height="80" rx="6" fill="#f59e0b"/>
<circle cx="440" cy="190" r="80" fill="none" stroke="#1e1b4b" stroke-width="18"/><circle cx="440" cy="190" r="62" fill="#ede9fe" opacity="0.7"/>
<line x1="498" y1="248" x2="560" y2="310" stroke="#1e1b4b" stroke-width="26" stroke-linecap="round"/>`);
  }
  if (kind === 'implementation') {
    return frame(`<rect x="70" y="70" width="500" height="190" rx="16" fill="#1e1b4b"/>
<polygon points="290,125 290,205 355,165" fill="#f59e0b"/>
<rect x="70" y="285" width="500" height="20" rx="10" fill="#ddd6fe"/><rect x="70" y="285" width="300" height="20" rx="10" fill="#7c3aed"/>
<rect x="70" y="320" width="120" height="24" rx="6" fill="#a78bfa"/><rect x="200" y="320" width="200" height="24" rx="6" fill="#c4b5fd"/><rect x="410" y="320" width="160" height="24" rx="6" fill="#f59e0b"/>
<circle cx="110" cy="110" r="16" fill="#7c3aed"/><circle cx="150" cy="110" r="16" fill="#f59e0b"/><circle cx="190" cy="110" r="16" fill="#ede9fe"/>
<text x="540" y="115" text-anchor="end" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="#ede9fe">Aa</text>`);
  }
  return frame(`<rect x="80" y="70" width="480" height="260" rx="16" fill="#fff"/>
<polyline points="110,290 200,250 280,265 360,190 440,200 520,110" fill="none" stroke="#7c3aed" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="520" cy="110" r="14" fill="#f59e0b"/>
<path d="M170 130a60 60 0 1 1 20 60" fill="none" stroke="#1e1b4b" stroke-width="12" stroke-linecap="round"/>
<polygon points="176,206 206,196 186,172" fill="#1e1b4b"/>`);
}

export const seedImage = (name: string, alt: string, svg: string): SeedImage => ({ name, alt, svg });

/** Stores a drawn image as WebP media once; a rerun finds it by file name. */
export async function storeImage(payload: Payload, image: SeedImage): Promise<string> {
  const filename = `${image.name}.webp`;
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 });
  if (existing.docs[0]) return existing.docs[0].id;
  const data = await sharp(Buffer.from(image.svg)).webp({ quality: 85 }).toBuffer();
  const doc = await withoutTurns(() =>
    payload.create({
      collection: 'media',
      data: { alt: image.alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    }),
  );
  return doc.id;
}

/**
 * Stores drawn images a few at once, by name. Their renditions (eight per image, WebP and AVIF)
 * are most of a first start's work, and sharp encodes each on one thread: one image per core.
 */
export async function storeImages(payload: Payload, images: SeedImage[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  let next = 0;
  const worker = async () => {
    for (let image = images[next++]; image; image = images[next++]) ids.set(image.name, await storeImage(payload, image));
  };
  await Promise.all(Array.from({ length: Math.min(4, os.availableParallelism(), images.length) }, worker));
  return ids;
}

/**
 * A poster frame for a portfolio video: a stylised still (a lit subject on a set, safe-area
 * marks, a progress bar), 1280x720, or 900x1600 for short-form (wide enough for a card
 * rendition). The site writes the title over it.
 */
export function posterFrameSvg(index: number, portrait: boolean): string {
  const h = hue(index * 2 + 1);
  const [w, ht] = portrait ? [900, 1600] : [1280, 720];
  const cx = w / 2;
  const cy = ht * 0.42;
  const r = Math.min(w, ht) * 0.22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${ht}" viewBox="0 0 ${w} ${ht}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,18%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360},60%,34%)"/></linearGradient>
<radialGradient id="light" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="hsl(${(h + 20) % 360},90%,75%)" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>
</defs>
<rect width="${w}" height="${ht}" fill="url(#bg)"/>
<rect width="${w}" height="${ht}" fill="url(#light)"/>
<rect x="0" y="${ht * 0.66}" width="${w}" height="${ht * 0.34}" fill="hsl(${h},40%,12%)" opacity="0.6"/>
<circle cx="${cx}" cy="${cy - r * 0.55}" r="${r * 0.42}" fill="hsl(${(h + 30) % 360},35%,80%)"/>
<path d="M${cx - r} ${cy + r * 1.1}c0-${r * 0.9} ${r * 0.45}-${r * 1.15} ${r}-${r * 1.15}s${r} ${r * 0.25} ${r} ${r * 1.15}z" fill="hsl(${(h + 30) % 360},35%,80%)"/>
<rect x="${w * 0.08}" y="${ht * 0.08}" width="${w * 0.84}" height="${ht * 0.84}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="18 12"/>
<rect width="${w}" height="${ht}" fill="url(#shade)"/>
<rect x="${w * 0.08}" y="${ht * 0.9}" width="${w * 0.84}" height="8" rx="4" fill="#fff" opacity="0.3"/>
<rect x="${w * 0.08}" y="${ht * 0.9}" width="${w * 0.84 * (0.25 + (index % 3) * 0.2)}" height="8" rx="4" fill="#f59e0b"/>
</svg>`;
}
