import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Payload } from 'payload';
import sharp from 'sharp';

import { logger } from '@agency/otp-service/logger';

import type { Env } from '../config/env';
import { catalogueSeed } from './data/catalogue';
import { siteContentSeed } from './data/site-content';
import { teamSeed } from './data/team';
import type { SeedImage } from './types';

const log = logger.child({ name: 'seed' });

/** Stores a drawn image as WebP media once; a rerun finds it by file name. */
async function storeImage(payload: Payload, image: SeedImage): Promise<string> {
  const filename = `${image.name}.webp`;
  const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0 });
  if (existing.docs[0]) return existing.docs[0].id;
  const data = await sharp(Buffer.from(image.svg)).webp({ quality: 85 }).toBuffer();
  const doc = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
  });
  return doc.id;
}

/** ADMIN_PASSWORD, or one generated once into DATA_DIR/admin-password, readable by this user only. */
function firstPassword(env: Env): string {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const file = path.join(env.dataDir, 'admin-password');
  try {
    writeFileSync(file, `${randomBytes(18).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    log.warn({ file }, 'ADMIN_PASSWORD is not set: the first staff password was generated into this file');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

async function seedStaff(payload: Payload, env: Env) {
  const { totalDocs } = await payload.count({ collection: 'users' });
  if (totalDocs > 0) return;
  await payload.create({ collection: 'users', data: { email: env.ADMIN_EMAIL, password: firstPassword(env) } });
  log.info({ email: env.ADMIN_EMAIL }, 'created the first staff account');
}

async function seedContent(payload: Payload) {
  const s = siteContentSeed;
  const lines = (items: string[]) => items.map((text) => ({ text }));
  // One at a time: SQLite has one writer, and seeding is not on anyone's hot path.
  const withImages = async <T extends { image: SeedImage }>(rows: T[]) => {
    const stored = [];
    for (const row of rows) stored.push({ ...row, image: await storeImage(payload, row.image) });
    return stored;
  };
  await payload.updateGlobal({
    slug: 'site-content',
    data: {
      hero: s.hero,
      stats: s.stats,
      processCards: (await withImages(s.processCards)).map((card) => ({ ...card, features: lines(card.features) })),
      helpCards: s.helpCards.map((card) => ({ ...card, items: lines(card.items) })),
      faq: s.faq,
      cta: s.cta,
      portfolio: s.portfolio,
      clients: await withImages(s.clients),
      testimonials: await withImages(s.testimonials),
      contact: s.contact,
      socialLinks: s.socialLinks,
      schedulingUrl: s.schedulingUrl,
    },
  });
}

async function seedCatalogue(payload: Payload) {
  for (const category of catalogueSeed.categories) {
    const found = await payload.find({ collection: 'categories', where: { name: { equals: category.name } }, limit: 1 });
    const categoryId = found.docs[0]?.id ?? (await payload.create({ collection: 'categories', data: { name: category.name } })).id;
    for (const item of category.packages) {
      const exists = await payload.count({
        collection: 'packages',
        where: { and: [{ name: { equals: item.name } }, { category: { equals: categoryId } }] },
      });
      if (exists.totalDocs > 0) continue;
      await payload.create({
        collection: 'packages',
        data: { ...item, features: item.features.map((text) => ({ text })), category: categoryId },
      });
    }
  }
}

async function seedTeam(payload: Payload) {
  for (const member of teamSeed) {
    const exists = await payload.count({ collection: 'team-members', where: { email: { equals: member.email } } });
    if (exists.totalDocs > 0) continue;
    const { image, ...data } = member;
    await payload.create({ collection: 'team-members', data: { ...data, profileImage: await storeImage(payload, image) } });
  }
}

const parts = { content: seedContent, catalogue: seedCatalogue, team: seedTeam } as const;

/**
 * Idempotent seeding: each part runs once per database, recorded in the hidden
 * `seed-state` global, so a restart never overwrites an editor's change nor
 * brings back what staff deleted. Items are found by name first, so a part that
 * was cut off half-way completes without duplicates.
 */
export async function seed(payload: Payload, env: Env): Promise<void> {
  await seedStaff(payload, env);
  const state = await payload.findGlobal({ slug: 'seed-state' });
  for (const [part, run] of Object.entries(parts) as [keyof typeof parts, (p: Payload) => Promise<void>][]) {
    if (state[part]) continue;
    const started = Date.now();
    await run(payload);
    await payload.updateGlobal({ slug: 'seed-state', data: { [part]: new Date().toISOString() } });
    log.info({ part, ms: Date.now() - started }, 'seeded');
  }
}
