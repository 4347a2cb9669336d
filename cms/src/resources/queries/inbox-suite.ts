import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { inboxLimits, messages } from '@agency/contract';

import { randomUUID } from 'node:crypto';

import { bootApp, staffLogin, type TestApp } from '../../testing/boot';
import { join, sql, sqlRunner } from '../../lib/database/raw-sql';
import { csvCell } from './csv';

const missingId = '00000000-0000-4000-8000-000000000000';

/** Parses RFC 4180 text (quoted cells, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

interface BulkQuery {
  name: string;
  email?: string;
  phone: string;
  message?: string;
  isVerified?: boolean;
  status?: string;
}

/**
 * Many queries straight into the table, 500 rows a statement: the suite's bulk data (thousands of
 * rows), not what a visitor's submission does (that goes through Payload). Returns their ids.
 */
async function insertQueries(app: TestApp, queries: BulkQuery[]): Promise<string[]> {
  const db = sqlRunner(app.payload.db)!;
  const ids: string[] = [];
  for (let from = 0; from < queries.length; from += 500) {
    const at = new Date();
    const rows = queries.slice(from, from + 500).map((query) => {
      const id = randomUUID();
      ids.push(id);
      const { name, email = 'bulk@example.com', phone, message = 'Bulk row', isVerified = false, status = 'new' } = query;
      return sql`(${id}, ${name}, ${email}, ${phone}, ${message}, ${isVerified}, ${status}, ${at}, ${at})`;
    });
    await db.rows(
      sql`INSERT INTO queries (id, name, email, phone, message, is_verified, status, created_at, updated_at) VALUES ${join(rows, ', ')}`,
    );
  }
  return ids;
}

/** The support inbox's staff API over HTTP against the real app. */
export function defineInboxSuite(label: string) {
  describe(`support inbox API on ${label}`, () => {
    let app: TestApp;
    let token: string;
    let me: string;
    let other: string;

    const call = (method: string, route: string, json?: unknown) => app.call(method, route, { token, json });
    const visitor = (name: string, extra: Record<string, unknown> = {}) => ({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
      phone: '+1 555 010 4000',
      message: `A message from ${name} about a video`,
      isVerified: true,
      ...extra,
    });
    const make = async (name: string, extra: Record<string, unknown> = {}) =>
      (await app.payload.create({ collection: 'queries', data: visitor(name, extra) as never, depth: 0 })).id;

    beforeAll(async () => {
      app = await bootApp({
        redisUrl: inject('redisUrl'),
        prefix: `inbox-${label}-${process.pid}`,
        env: { RATE_LIMIT_QUERY_CREATE: '100', RATE_LIMIT_STAFF_WRITES: '1000' },
      });
      token = await app.token();
      const users = await call('GET', '/api/v1/auth');
      me = users.body.data.find((u: { email: string }) => u.email === staffLogin.email)._id;
      other = (await call('POST', '/api/v1/user/create-admin', { email: 'second.staff@example.com', password: 'second-password' })).body
        .data._id;
    });

    afterAll(async () => {
      await app?.stop();
    });

    it('starts a query at new, moves its status and assignee, stamps answeredAt once, and refuses unknown staff', async () => {
      const id = (
        await app.call('POST', '/api/v1/query/create', {
          json: { name: 'Flow Visitor', email: 'flow.visitor@example.com', phone: '+1 555 010 4001', message: 'A question about editing' },
        })
      ).body.data.id;
      const fresh = await call('GET', `/api/v1/query/${id}`);
      expect(fresh.body.data).toMatchObject({ status: 'new', assignee: null, answeredAt: null, notes: [] });

      const taken = await call('PATCH', `/api/v1/query/${id}`, { status: 'in-progress', assignee: other });
      expect(taken.status).toBe(200);
      expect(taken.body).toMatchObject({
        message: messages.queryUpdated,
        data: { status: 'in-progress', assignee: { _id: other, email: 'second.staff@example.com' } },
      });

      const answered = await call('PATCH', `/api/v1/query/${id}`, { status: 'answered' });
      const answeredAt = answered.body.data.answeredAt;
      expect(Date.parse(answeredAt)).toBeGreaterThan(Date.now() - 60_000);
      await call('PATCH', `/api/v1/query/${id}`, { status: 'in-progress' });
      expect((await call('PATCH', `/api/v1/query/${id}`, { status: 'answered' })).body.data.answeredAt).toBe(answeredAt);

      const released = await call('PATCH', `/api/v1/query/${id}`, { assignee: null });
      expect(released.body.data).toMatchObject({ assignee: null, status: 'answered' });
      const unknown = await call('PATCH', `/api/v1/query/${id}`, { assignee: missingId });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(messages.assigneeUnknown);
      expect((await call('PATCH', `/api/v1/query/${id}`, { status: 'done' })).status).toBe(400);
      expect((await call('PATCH', `/api/v1/query/${missingId}`, { status: 'closed' })).status).toBe(404);
    });

    it('stamps verifiedAt when a query is verified, whoever verifies it', async () => {
      const id = await make('Stamp Visitor', { isVerified: false });
      expect((await app.payload.findByID({ collection: 'queries', id })).verifiedAt ?? null).toBeNull();
      await call('PATCH', `/api/v1/query/${id}`, { isVerified: true });
      const stamped = (await app.payload.findByID({ collection: 'queries', id })).verifiedAt;
      expect(Date.parse(String(stamped))).toBeGreaterThan(Date.now() - 60_000);
    });

    it('appends notes by the caller, lists them with replies oldest first, and drops them with the query', async () => {
      const id = await make('Note Visitor');
      const added = await call('POST', `/api/v1/query/${id}/notes`, { text: '  Called back, no answer  ' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({
        message: messages.noteAdded,
        data: { kind: 'note', text: 'Called back, no answer', author: { _id: me, email: staffLogin.email } },
      });
      // Imported after boot: the app's modules read the environment bootApp sets.
      const { recordReply } = await import('./service');
      const reply = await recordReply(app.payload, { queryId: id, authorId: me, text: 'Here is our answer', deliveryId: 'delivery-1' });
      expect(reply.query).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });

      const detail = await call('GET', `/api/v1/query/${id}`);
      expect(detail.body.data.status).toBe('answered');
      expect(detail.body.data.notes.map((n: { kind: string; text: string }) => [n.kind, n.text])).toEqual([
        ['note', 'Called back, no answer'],
        ['reply', 'Here is our answer'],
      ]);
      expect((await call('POST', `/api/v1/query/${id}/notes`, { text: '   ' })).status).toBe(400);
      expect((await call('POST', `/api/v1/query/${id}/notes`, { text: 'x', extra: 1 })).status).toBe(400);
      expect((await call('POST', `/api/v1/query/${missingId}/notes`, { text: 'Nobody' })).status).toBe(404);
      expect((await app.call('POST', `/api/v1/query/${id}/notes`, { json: { text: 'Anonymous' } })).status).toBe(401);

      expect((await call('DELETE', `/api/v1/query/${id}`)).status).toBe(200);
      const left = await app.payload.count({ collection: 'query-notes', where: { query: { equals: id } } });
      expect(left.totalDocs).toBe(0);
    });

    it('filters by status, assignee and dates, sorts, and searches like contains through the index', async () => {
      const tag = `zq${Date.now().toString(36)}`;
      const a = await make(`Alpha ${tag}`, { message: `Needs a Trailer cut ${tag}` });
      const b = await make(`Bravo ${tag}`, { email: `bravo.${tag}@studio.example.com` });
      const c = await make(`Charlie ${tag}`, { isVerified: false });
      await call('PATCH', `/api/v1/query/${b}`, { status: 'closed', assignee: other });
      await call('PATCH', `/api/v1/query/${c}`, { status: 'in-progress' });
      const ids = async (params: string) =>
        (await call('GET', `/api/v1/query?searchTerm=${tag}&${params}`)).body.data.map((q: { _id: string }) => q._id);

      expect(await ids('sort=name')).toEqual([a, b, c]);
      expect(await ids('sort=-createdAt')).toEqual([c, b, a]);
      expect(await ids('sort=createdAt')).toEqual([a, b, c]);
      expect(await ids('sort=status')).toEqual([a, c, b]);
      expect(await ids('status=closed')).toEqual([b]);
      expect(await ids(`assignee=${other}`)).toEqual([b]);
      expect(await ids('assignee=none&sort=name')).toEqual([a, c]);
      expect(await ids('isVerified=false')).toEqual([c]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await ids(`from=${today}&to=${today}&sort=name`)).toEqual([a, b, c]);
      expect(await ids('to=2000-01-01')).toEqual([]);
      expect((await call('GET', '/api/v1/query?from=2026-02-30')).status).toBe(400);
      expect((await call('GET', '/api/v1/query?from=2026-05-02&to=2026-05-01')).status).toBe(400);
      expect((await call('GET', '/api/v1/query?sort=email')).status).toBe(400);
      expect((await call('GET', '/api/v1/query?status=open')).status).toBe(400);

      // Case-insensitive substrings of any searched column, long and short terms, wildcards as LIKE has them.
      const search = async (term: string) =>
        (await call('GET', `/api/v1/query?sort=name&limit=100&searchTerm=${encodeURIComponent(term)}`)).body.data.map(
          (q: { _id: string }) => q._id,
        );
      expect(await search(`TRAILER CUT ${tag.toUpperCase()}`)).toEqual([a]);
      expect(await search(`o.${tag}@studio`)).toEqual([b]);
      expect(await search(`arlie ${tag}`)).toEqual([c]);
      expect(await search(`${tag}`)).toEqual([a, b, c]);
      expect(await search(`Bravo_${tag}`)).toEqual([b]);
      expect(await search('"quoted" never')).toEqual([]);
      const short = await call('GET', '/api/v1/query?searchTerm=zq&limit=100');
      expect(short.body.data.map((q: { _id: string }) => q._id)).toEqual(expect.arrayContaining([a, b, c]));
    });

    it('exports every matching row as CSV with a header, quoting and formula cells escaped', async () => {
      const tag = `csv${Date.now().toString(36)}`;
      const rows = 2100;
      await insertQueries(
        app,
        Array.from({ length: rows }, (_, i) => ({
          name: `Bulk ${i}`,
          email: `bulk${i}@example.com`,
          phone: '+1 555 000 0001',
          message: `Row ${tag} ${i}`,
        })),
      );
      const tricky = await make('=HYPERLINK("http://evil")', {
        email: 'formula@example.com',
        message: `-2+3, "quoted"\r\nline ${tag}`,
        phone: '@SUM(A1)',
      });

      const res = await fetch(`${app.url}/api/v1/query/export?searchTerm=${tag}&sort=createdAt`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="queries-\d{4}-\d{2}-\d{2}\.csv"/);
      const table = parseCsv(await res.text());
      expect(table[0]).toEqual(['id', 'createdAt', 'name', 'email', 'phone', 'message', 'isVerified', 'status', 'assignee', 'answeredAt', 'reference']); // reference: added with the receipts (issue 24 item 3)
      expect(table).toHaveLength(rows + 2);
      expect(new Set(table.slice(1).map((r) => r[0])).size).toBe(rows + 1);
      const last = table.find((row) => row[0] === tricky)!;
      expect(last[2]).toBe(`'=HYPERLINK("http://evil")`);
      expect(last[4]).toBe(`'@SUM(A1)`);
      expect(last[5]).toBe(`'-2+3, "quoted"\r\nline ${tag}`);
      expect(table.find((row) => row[2] === 'Bulk 0')).toEqual([
        expect.any(String),
        expect.any(String),
        'Bulk 0',
        'bulk0@example.com',
        `'+1 555 000 0001`,
        `Row ${tag} 0`,
        'false',
        'new',
        '',
        '',
        '', // unverified: no reference yet
      ]);

      const unsigned = await fetch(`${app.url}/api/v1/query/export`);
      expect(unsigned.status).toBe(401);
      expect((await call('GET', '/api/v1/query/export?sort=nope')).status).toBe(400);
    });

    it('pages a search that matches thousands of rows exactly as the export lists them, in every order', async () => {
      const tag = `walk${Date.now().toString(36)}`;
      const statuses = ['new', 'closed', 'answered', 'in-progress'];
      const walker = (i: number) => {
        const where =
          i % 3 === 0
            ? { email: `w${i}.${tag.toUpperCase()}@example.com`, message: `Row ${i}` }
            : { email: `w${i}@example.com`, message: `Row ${i} ${tag}` };
        return {
          name: `Walker ${(i * 7919) % 2600}`,
          phone: '+1 555 000 0002',
          isVerified: i % 5 !== 0,
          status: statuses[i % 4],
          ...where,
        };
      };
      await insertQueries(
        app,
        Array.from({ length: 2600 }, (_, i) => walker(i)),
      );
      const exported = async (params: string) => {
        const res = await fetch(`${app.url}/api/v1/query/export?searchTerm=${tag}&${params}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return parseCsv(await res.text())
          .slice(1)
          .map((row) => row[0]);
      };
      for (const params of ['sort=-createdAt', 'sort=name', 'sort=status', 'sort=status&isVerified=true', 'sort=name&isVerified=true']) {
        const all = await exported(params);
        expect(all.length, params).toBe(params.includes('isVerified') ? 2080 : 2600);
        const lastPage = Math.ceil(all.length / 50);
        for (const page of [1, 2, lastPage]) {
          const res = await call('GET', `/api/v1/query?searchTerm=${tag}&${params}&limit=50&page=${page}`);
          expect(res.body.meta.total, params).toBe(all.length);
          expect(
            res.body.data.map((q: { _id: string }) => q._id),
            `${params} page ${page}`,
          ).toEqual(all.slice((page - 1) * 50, page * 50));
        }
      }
    }, 120_000);

    it("answers the dashboard's verified search from an index of verified rows only, at once after a verification and without deleted rows", async () => {
      const tag = `vx${Date.now().toString(36)}`;
      const verified = (params = '') => call('GET', `/api/v1/query?searchTerm=${tag}&isVerified=true&sort=name&limit=100${params}`);
      const ids = async () => {
        const res = await verified();
        expect(res.body.data.length, 'the count agrees with the page').toBe(res.body.meta.total);
        return res.body.data.map((q: { _id: string }) => q._id);
      };
      const exported = async () => {
        const res = await fetch(`${app.url}/api/v1/query/export?searchTerm=${tag}&isVerified=true&sort=name`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return parseCsv(await res.text())
          .slice(1)
          .map((row) => row[0]);
      };
      const a = await make(`Avery ${tag}`);
      const b = await make(`Blake ${tag}`, { isVerified: false });
      const c = await insertQueries(app, [
        {
          name: `Casey ${tag}`,
          email: 'casey@example.com',
          phone: '+1 555 010 4001',
          message: 'Straight into the table',
          isVerified: false,
        },
      ]).then(([id]) => id!);
      expect(await ids()).toEqual([a]);

      // Verified after submission (as the visitor's code does): in the verified search at once.
      await app.payload.update({ collection: 'queries', id: b, data: { isVerified: true } as never, depth: 0 });
      await app.payload.update({ collection: 'queries', id: c, data: { isVerified: true } as never, depth: 0 });
      expect(await ids()).toEqual([a, b, c]);
      // A changed name is searched by its new text only.
      await call('PATCH', `/api/v1/query/${a}`, { status: 'answered' });
      await app.payload.update({
        collection: 'queries',
        id: a,
        data: { name: 'Avery Renamed', email: 'avery@example.com', message: 'A message about a video' } as never,
        depth: 0,
      });
      expect(await ids()).toEqual([b, c]);
      expect(await ids()).toEqual(await exported());

      // Deleted one by one and in bulk: no ghost in the count, nor in a row that takes a deleted row's place.
      expect((await call('DELETE', `/api/v1/query/${b}`)).status).toBe(200);
      expect(await ids()).toEqual([c]);
      await call('POST', '/api/v1/query/bulk', { action: 'delete', ids: [c] });
      expect(await ids()).toEqual([]);
      const d = await make(`Dana ${tag}`, { isVerified: false });
      expect((await verified()).body.meta.total).toBe(0);
      expect(await exported()).toEqual([]);
      expect((await call('GET', `/api/v1/query?searchTerm=${tag}&sort=name`)).body.data.map((q: { _id: string }) => q._id)).toEqual([d]);
    });

    it('escapes each formula opener and quotes what RFC 4180 asks', () => {
      expect(['=1', '+1', '-1', '@1', '\t1', '\r1', 'plain', '', null].map(csvCell)).toEqual([
        "'=1",
        "'+1",
        "'-1",
        "'@1",
        "'\t1",
        `"'\r1"`,
        'plain',
        '',
        '',
      ]);
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell('two\nlines')).toBe('"two\nlines"');
    });

    it('sets the status of many and deletes many, answering the ids acted on', async () => {
      const ids = [await make('Bulk One'), await make('Bulk Two'), await make('Bulk Three')];
      const status = await call('POST', '/api/v1/query/bulk', { action: 'status', status: 'answered', ids: [...ids, missingId, ids[0]] });
      expect(status.status).toBe(200);
      expect(status.body.message).toBe(messages.queriesBulkUpdated);
      expect([...status.body.data.ids].sort()).toEqual([...ids].sort());
      for (const id of ids)
        expect((await call('GET', `/api/v1/query/${id}`)).body.data).toMatchObject({ status: 'answered', answeredAt: expect.any(String) });

      await call('POST', `/api/v1/query/${ids[0]}/notes`, { text: 'Goes with it' });
      const deleted = await call('POST', '/api/v1/query/bulk', { action: 'delete', ids });
      expect(deleted.body).toMatchObject({ message: messages.queriesBulkDeleted, data: { action: 'delete' } });
      expect([...deleted.body.data.ids].sort()).toEqual([...ids].sort());
      for (const id of ids) expect((await call('GET', `/api/v1/query/${id}`)).status).toBe(404);

      const tooMany = Array.from(
        { length: inboxLimits.bulkIdsMax + 1 },
        (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      );
      expect((await call('POST', '/api/v1/query/bulk', { action: 'delete', ids: tooMany })).status).toBe(400);
      expect((await call('POST', '/api/v1/query/bulk', { action: 'status', ids })).status).toBe(400);
      expect((await call('POST', '/api/v1/query/bulk', { action: 'archive', ids })).status).toBe(400);
      expect((await call('POST', '/api/v1/query/bulk', { action: 'delete', ids: [] })).status).toBe(400);
    });

    it('counts the overview from data made through the API', async () => {
      const future = '2099-01-05'; // a Monday: a range no other test writes to
      const stats = (params = '') => call('GET', `/api/v1/stats${params}`);
      const empty = await stats(`?from=${future}&to=2099-01-18`);
      expect(empty.status).toBe(200);
      expect(empty.body.data).toEqual({
        range: { from: '2099-01-05T00:00:00.000Z', to: '2099-01-19T00:00:00.000Z' },
        queriesPerWeek: [
          { week: '2099-01-05', count: 0 },
          { week: '2099-01-12', count: 0 },
        ],
        verificationRate: null,
        medianVerifyMinutes: null,
        openByStatus: { new: 0, 'in-progress': 0, answered: 0 },
        openByAssignee: [],
        codeMailLatencyMs: { p50: null, p95: null },
        failedDeliveries: 0,
        unanswered: expect.any(Number),
        overdue: expect.any(Number),
        firstResponse: { median: null, p90: null },
        responseTargetHours: inboxLimits.responseTargetHoursDefault,
      });

      const before = (await stats()).body.data;
      expect(before.queriesPerWeek).toHaveLength(inboxLimits.statsDefaultWeeks);
      const created: string[] = [];
      for (const name of ['Stats One', 'Stats Two', 'Stats Three', 'Stats Four']) {
        const res = await app.call('POST', '/api/v1/query/create', {
          json: {
            name,
            email: `${name.replace(' ', '.').toLowerCase()}@example.com`,
            phone: '+1 555 010 4100',
            message: 'Counting for the overview',
          },
        });
        created.push(res.body.data.id);
      }
      await call('PATCH', `/api/v1/query/${created[0]}`, { isVerified: true });
      await call('PATCH', `/api/v1/query/${created[1]}`, { isVerified: true, status: 'in-progress', assignee: other });
      await call('PATCH', `/api/v1/query/${created[2]}`, { isVerified: true, status: 'closed' });
      const after = (await stats()).body.data;

      const thisWeek = (data: typeof before) => data.queriesPerWeek.at(-1).count;
      expect(thisWeek(after) - thisWeek(before)).toBe(4);
      expect(after.openByStatus.new - before.openByStatus.new).toBe(1);
      expect(after.openByStatus['in-progress'] - before.openByStatus['in-progress']).toBe(1);
      const held = (data: typeof before) =>
        data.openByAssignee.find((row: { assignee: { _id: string } | null }) => row.assignee?._id === other)?.count ?? 0;
      expect(held(after) - held(before)).toBe(1);
      const total = (await call('GET', '/api/v1/query?limit=1')).body.meta.total;
      const verified = (await call('GET', '/api/v1/query?limit=1&isVerified=true')).body.meta.total;
      expect(after.verificationRate).toBeCloseTo(verified / total, 10);
      expect(after.medianVerifyMinutes).toBeGreaterThanOrEqual(0);
      expect(after.medianVerifyMinutes).toBeLessThan(60);
      expect((await stats('?from=nope')).status).toBe(400);
    });

    it('counts the queries waiting for a reply and those past the response target, marks and filters them in the list', async () => {
      const db = sqlRunner(app.payload.db)!;
      const stats = async () => (await call('GET', '/api/v1/stats')).body.data;
      const listed = async (waiting: string) =>
        ((await call('GET', `/api/v1/query?waiting=${waiting}&limit=100`)).body.data as { _id: string }[]).map((row) => row._id);
      const before = await stats();
      expect(before.responseTargetHours).toBe(inboxLimits.responseTargetHoursDefault);
      const ids: string[] = [];
      for (const name of ['Waiting One', 'Waiting Two', 'Waiting Three']) {
        const created = await app.call('POST', '/api/v1/query/create', { json: { ...visitor(name), isVerified: undefined } });
        ids.push(created.body.data.id);
        await call('PATCH', `/api/v1/query/${created.body.data.id}`, { isVerified: true });
      }
      const [late, replied, fresh] = ids as [string, string, string];
      const waitingSince = (await call('GET', `/api/v1/query/${fresh}`)).body.data;
      expect(Date.now() - Date.parse(waitingSince.awaitingReplySince)).toBeLessThan(60_000);
      expect(Date.parse(waitingSince.replyDueAt) - Date.parse(waitingSince.awaitingReplySince)).toBe(24 * 3_600_000);

      // One has waited two days; a reply answers another.
      await db.rows(sql`UPDATE queries SET awaiting_since = ${new Date(Date.now() - 48 * 3_600_000)} WHERE id = ${late}`);
      expect((await call('POST', `/api/v1/query/${replied}/reply`, { message: 'Here is your answer.' })).status).toBe(201);
      const now = await stats();
      expect(now.unanswered - before.unanswered).toBe(2);
      expect(now.overdue - before.overdue).toBe(1);
      expect(await listed('overdue')).toContain(late);
      expect(await listed('overdue')).not.toContain(fresh);
      expect(await listed('unanswered')).toEqual(expect.arrayContaining([late, fresh]));
      expect(await listed('unanswered')).not.toContain(replied);
      const answered = (await call('GET', `/api/v1/query/${replied}`)).body.data;
      expect(answered).toMatchObject({ status: 'answered', awaitingReplySince: null, replyDueAt: null });
      const overdueRow = ((await call('GET', '/api/v1/query?waiting=overdue&limit=100')).body.data as { _id: string; replyDueAt: string }[]).find((row) => row._id === late)!;
      expect(Date.parse(overdueRow.replyDueAt)).toBeLessThan(Date.now());
      expect((await call('GET', '/api/v1/query?waiting=soon')).status).toBe(400);

      // A longer target, as an editor sets it in the panel: nothing is overdue any more.
      try {
        await app.payload.updateGlobal({ slug: 'inbox-settings', data: { responseTargetHours: 72 } });
        const relaxed = await stats();
        expect(relaxed.responseTargetHours).toBe(72);
        expect(relaxed.overdue - before.overdue).toBe(0);
        expect(await listed('overdue')).not.toContain(late);
      } finally {
        await app.payload.updateGlobal({ slug: 'inbox-settings', data: { responseTargetHours: inboxLimits.responseTargetHoursDefault } });
      }
    });

    it('measures the first response from verification to the first staff reply, median and 90th percentile', async () => {
      const db = sqlRunner(app.payload.db)!;
      const created = '2099-02-03T09:00:00.000Z'; // a week no other test writes to
      const verified = Date.parse('2099-02-03T10:00:00.000Z');
      // Seconds to the first reply of each query; the first query's second reply does not count, the last query has none.
      const replies = [[60, 7200], [600], [3600], []];
      for (const seconds of replies) {
        const id = randomUUID();
        await db.rows(
          sql`INSERT INTO queries (id, name, email, phone, message, is_verified, status, verified_at, updated_at, created_at)
              VALUES (${id}, ${'First Response'}, ${'first.response@example.com'}, ${'+1 555 010 4200'}, ${'Timing'}, ${true}, ${'answered'}, ${new Date(verified)}, ${created}, ${created})`,
        );
        for (const s of seconds)
          await db.rows(
            sql`INSERT INTO query_notes (id, query_id, kind, text, updated_at, created_at) VALUES (${randomUUID()}, ${id}, ${'reply'}, ${'Answer'}, ${new Date(verified + s * 1000)}, ${new Date(verified + s * 1000)})`,
          );
      }
      const week = (await call('GET', '/api/v1/stats?from=2099-02-02&to=2099-02-08')).body.data;
      // 60, 600, 3600: the median is the middle one, the 90th percentile 80 % of the way from 600 to 3600.
      expect(week.firstResponse).toEqual({ median: 600, p90: 3000 });
      const empty = (await call('GET', '/api/v1/stats?from=2099-03-02&to=2099-03-08')).body.data;
      expect(empty.firstResponse).toEqual({ median: null, p90: null });
    });

    it('refuses an overview range past its limit or an impossible date, naming the limit, and counts a long one in one pass', async () => {
      const stats = (params: string) => call('GET', `/api/v1/stats${params}`);
      for (const params of ['?from=2016-06-01', '?from=1900-01-01', '?from=2020-01-01&to=2026-01-02']) {
        const refused = await stats(params);
        expect(refused.status, params).toBe(400);
        expect(JSON.stringify(refused.body.errors), params).toContain(`at most ${inboxLimits.statsMaxYears} years`);
      }
      const impossible = await stats('?from=9999-06-01&to=9999-12-31');
      expect(impossible.status).toBe(400);
      expect(JSON.stringify(impossible.body.errors)).toContain('to must be a date from 1970 to 9998');
      // The longest range: one week's bucket per week, counted by one grouped query.
      const longest = await stats('?from=2021-12-01&to=2026-11-30');
      expect(longest.status).toBe(200);
      expect(longest.body.data.queriesPerWeek.length).toBeGreaterThan(255);
      expect((await app.call('GET', '/api/v1/stats')).status).toBe(401);
    });
  });
}
