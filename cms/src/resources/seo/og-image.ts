import sharp from 'sharp';

import { brandName, type SiteContent } from '@agency/contract';

import { escapeXml } from '../../lib/escape-xml';
import { ogImageSize } from './settings';

/** The site's colours (site/src/config/theme.ts): brand violet, deep ink, the stars' amber. */
const colours = { brand: '#4c1d95', ink: '#1e1b4b', soft: '#ddd6fe', accent: '#f59e0b', white: '#ffffff' } as const;
const fontFamily = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const margin = 80;
const textWidth = ogImageSize.width - 2 * margin;

/**
 * About how wide `text` is in a bold sans-serif, in ems: no font metrics at hand, so narrow and
 * wide letters are told apart and the rest counted as average. Errs wide, so lines never overflow.
 */
export function textEms(text: string): number {
  let ems = 0;
  for (const c of text) {
    if (/[ilj.,:;'!|I()[\] ]/.test(c)) ems += 0.36;
    else if (/[mwMW@%]/.test(c)) ems += 0.98;
    else if (/[A-Z0-9]/.test(c)) ems += 0.76;
    else ems += 0.64;
  }
  return ems;
}

/** Words into lines no wider than `maxWidth` at `fontSize`; past `maxLines` the last line ends in "…". */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const fits = (line: string) => textEms(line) * fontSize <= maxWidth;
  const lines: string[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && fits(`${last} ${word}`)) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines.map((line) => cut(line, fits));
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = cut(`${kept[maxLines - 1]}…`, fits, true);
  return kept.map((line) => cut(line, fits));
}

/** A single word longer than the line: cut, with an ellipsis. */
function cut(line: string, fits: (line: string) => boolean, ellipsis = false): string {
  if (fits(line)) return line;
  let kept = line.replace(/…$/, '');
  while (kept.length > 1 && !fits(`${kept}…`)) kept = kept.slice(0, -1).trimEnd();
  return ellipsis || kept !== line ? `${kept}…` : kept;
}

/** The largest size at which the title fits its lines, and those lines. */
function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of [68, 60, 52]) {
    const lines = wrapText(title, size, textWidth, 3);
    if (!lines.at(-1)?.endsWith('…')) return { size, lines };
  }
  return { size: 52, lines: wrapText(title, 52, textWidth, 3) };
}

const textLines = (lines: string[], x: number, y: number, lineHeight: number) =>
  lines.map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeXml(line)}</tspan>`).join('');

/** The link-preview card, 1200×630, as SVG: the brand, the hero's title and subtitle, and its trust line with five stars. */
export function ogImageSvg(hero: SiteContent['hero']): string {
  const { width, height } = ogImageSize;
  const title = fitTitle(hero.title);
  const titleTop = 250;
  const titleLineHeight = Math.round(title.size * 1.15);
  const subtitleTop = titleTop + (title.lines.length - 1) * titleLineHeight + 64;
  const subtitle = wrapText(hero.subtitle, 30, textWidth, 2);
  const star = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z';
  const stars = [0, 1, 2, 3, 4].map((i) => `<path d="${star}" transform="translate(${margin + i * 34} 548) scale(1.25)" fill="${colours.accent}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.brand}"/><stop offset="1" stop-color="${colours.ink}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="1080" cy="90" r="260" fill="${colours.white}" fill-opacity="0.06"/>
<circle cx="1150" cy="600" r="170" fill="${colours.accent}" fill-opacity="0.12"/>
<g transform="translate(${margin} 64)"><rect width="72" height="72" rx="16" fill="${colours.white}"/><path d="M27 20v32l25-16z" fill="${colours.brand}"/></g>
<text x="${margin + 96}" y="113" font-family="${fontFamily}" font-size="36" font-weight="700" fill="${colours.white}">${escapeXml(brandName)}</text>
<text font-family="${fontFamily}" font-size="${title.size}" font-weight="700" fill="${colours.white}">${textLines(title.lines, margin, titleTop, titleLineHeight)}</text>
<text font-family="${fontFamily}" font-size="30" fill="${colours.soft}">${textLines(subtitle, margin, subtitleTop, 40)}</text>
${stars}
<text x="${margin + 182}" y="574" font-family="${fontFamily}" font-size="28" font-weight="700" fill="${colours.white}">${escapeXml(hero.trustedBy)}</text>
</svg>`;
}

/** The card as PNG (sharp renders the SVG). */
export async function renderOgImage(hero: SiteContent['hero']): Promise<Buffer> {
  return sharp(Buffer.from(ogImageSvg(hero))).png({ compressionLevel: 9 }).toBuffer();
}
