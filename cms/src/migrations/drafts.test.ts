import { afterAll, describe, expect, it } from 'vitest';

import type { Payload } from 'payload';

import { sql, sqlRunner } from '../lib/database/raw-sql';
import { migratedBefore, stopPayload } from '../testing/payload-with';
import { onTestDatabase } from '../testing/postgres';

const ids = {
  category: '21111111-1111-4111-8111-111111111111',
  package: '22222222-2222-4222-8222-222222222222',
  member: '23333333-3333-4333-8333-333333333333',
  content: '24444444-4444-4444-8444-444444444444',
};

/**
 * The drafts migration on a database that already holds content: nothing is lost (a plain DROP
 * TABLE of a parent would cascade to its rows), and everything that was live before drafts
 * existed stays live, published.
 */
await onTestDatabase((database) => {
  describe('drafts migration', () => {
    let payload: Payload | undefined;
    afterAll(() => stopPayload(payload));

    it('keeps every existing row and its child rows, and publishes them', async () => {
      const uri = await database();
      const before = await migratedBefore(uri, 'drafts_legal_pages');
      payload = before.payload;

      const db = sqlRunner(payload.db)!;
      const at = new Date().toISOString();
      await db.rows(sql`INSERT INTO categories (id, name, updated_at, created_at) VALUES (${ids.category}, ${'Editing'}, ${at}, ${at})`);
      await db.rows(
        sql`INSERT INTO packages (id, name, description, price, price_basis, payment_redirect_u_r_l, category_id, updated_at, created_at) VALUES (${ids.package}, ${'Starter'}, ${'Old package'}, ${99}, ${'per video'}, ${'https://pay.example.com/a'}, ${ids.category}, ${at}, ${at})`,
      );
      for (const [order, text] of ['Cuts', 'Captions'].entries())
        await db.rows(sql`INSERT INTO packages_features (_order, _parent_id, id, text) VALUES (${order + 1}, ${ids.package}, ${`feature-${order}`}, ${text})`);
      await db.rows(
        sql`INSERT INTO team_members (id, name, role, email, updated_at, created_at) VALUES (${ids.member}, ${'Old Member'}, ${'Editor'}, ${'old@example.com'}, ${at}, ${at})`,
      );
      await db.rows(sql`INSERT INTO team_members_texts ("order", parent_id, path, text) VALUES (${1}, ${ids.member}, ${'skills'}, ${'Premiere'})`);
      await db.rows(
        sql`INSERT INTO site_content (id, hero_title, hero_subtitle, hero_trusted_by, hero_cta_label, cta_title, cta_text, cta_button_label, contact_email, contact_phone, contact_address, contact_messaging_number, scheduling_url, updated_at, created_at)
            VALUES (${ids.content}, ${'Old hero'}, ${'s'}, ${'t'}, ${'c'}, ${'ct'}, ${'cx'}, ${'cb'}, ${'a@example.com'}, ${'+1 555'}, ${'Somewhere'}, ${'+1 555'}, ${'https://cal.example.com'}, ${at}, ${at})`,
      );
      await db.rows(sql`INSERT INTO site_content_faq (_order, _parent_id, id, question, answer) VALUES (${1}, ${ids.content}, ${'faq-1'}, ${'Why?'}, ${'Because.'})`);

      await before.migrateRest();

      const one = async (query: ReturnType<typeof sql>) => (await db.rows(query))[0];
      expect(await one(sql`SELECT name, _status FROM packages WHERE id = ${ids.package}`)).toMatchObject({ name: 'Starter', _status: 'published' });
      expect(Number((await one(sql`SELECT COUNT(*) AS n FROM packages_features WHERE _parent_id = ${ids.package}`))!.n)).toBe(2);
      expect(await one(sql`SELECT name, _status FROM team_members WHERE id = ${ids.member}`)).toMatchObject({ name: 'Old Member', _status: 'published' });
      expect(await one(sql`SELECT text FROM team_members_texts WHERE parent_id = ${ids.member}`)).toMatchObject({ text: 'Premiere' });
      expect(await one(sql`SELECT hero_title, _status FROM site_content WHERE id = ${ids.content}`)).toMatchObject({ hero_title: 'Old hero', _status: 'published' });
      expect(await one(sql`SELECT question FROM site_content_faq WHERE _parent_id = ${ids.content}`)).toMatchObject({ question: 'Why?' });
      // The references still hold: a feature row of a package that goes goes with it.
      await db.rows(sql`DELETE FROM packages WHERE id = ${ids.package}`);
      expect(Number((await one(sql`SELECT COUNT(*) AS n FROM packages_features`))!.n)).toBe(0);
      expect((await db.rows(sql`SELECT COUNT(*) AS n FROM legal_pages`)).length).toBe(1);
    });
  });
});
