import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { raw, sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

/** The image-sizes migration on a database that already holds media from before it (one without alt text). */
await onTestDatabase((database) => {
  describe('image-sizes migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('keeps existing media (no sizes), names the undescribed ones after their file and adds the poster columns', async () => {
      const uri = await database();
      const before = await migratedBefore(uri, 'image_sizes');
      payload = before.payload;

      const db = sqlRunner(payload.db)!;
      const described = '22222222-2222-4222-8222-222222222222';
      const bare = '33333333-3333-4333-8333-333333333333';
      const at = new Date().toISOString();
      const insert = (id: string, alt: string | null, filename: string) =>
        db.rows(
          sql`INSERT INTO media (id, alt, filename, mime_type, filesize, width, height, updated_at, created_at) VALUES (${id}, ${alt}, ${filename}, ${'image/png'}, ${100}, ${256}, ${256}, ${at}, ${at})`,
        );
      await insert(described, 'Portrait of Ava', 'ava.png');
      await insert(bare, null, 'team_photo-2024.png');
      await before.migrateRest();

      const rows = await db.rows(sql`SELECT id, alt, width, sizes_thumbnail_webp_url, sizes_card_avif_filename FROM media ORDER BY id`);
      expect(rows.map((row) => ({ ...row, id: String(row.id), width: Number(row.width) }))).toEqual([
        { id: described, alt: 'Portrait of Ava', width: 256, sizes_thumbnail_webp_url: null, sizes_card_avif_filename: null },
        { id: bare, alt: 'team photo 2024', width: 256, sizes_thumbnail_webp_url: null, sizes_card_avif_filename: null },
      ]);
      for (const table of ['site_content_portfolio_short_form', 'site_content_portfolio_long_form', 'site_content_portfolio_video_ads']) {
        await expect(db.rows(sql`SELECT poster_id FROM ${raw(table)}`)).resolves.toEqual([]);
      }
    });
  });
});
