import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { bootApp, type TestApp } from '../../testing/boot';
import {
  badBody,
  badMultipart,
  boundaryOf,
  encode,
  explain,
  forgeAuthorizations,
  jsonText,
  malformedJson,
  missingId,
  multipartBody,
  oddHeaders,
  oddId,
  oddStrings,
  pool,
  prototypeNoise,
  Rng,
  seedFrom,
  send,
  urlEncode,
  withQuery,
  type BodySpec,
  type Bytes,
  type Field,
  type FuzzOutcome,
  type FuzzRequest,
  type HeaderMap,
  type Part,
} from '../../testing/fuzz';

/**
 * A seeded fuzz campaign over every /api/v1 endpoint and Payload's /cms/api: thousands of
 * bad inputs (wrong types, missing and unknown fields, odd and huge strings, prototype keys,
 * malformed JSON and multipart, wrong content types and charsets, odd path ids, forged
 * tokens), sent with and without a staff token. Every input is bad on purpose: none may be
 * answered 5xx or dropped, none may be accepted by a write endpoint, and nothing may be stored.
 *
 * Reproduce a run with FUZZ_SEED=<seed> (printed at the start), one case with FUZZ_ONLY=<#>;
 * FUZZ_CASES sets the size, FUZZ_VERBOSE=1 prints the answers per endpoint.
 */

const seed = seedFrom(process.env.FUZZ_SEED, 20_261_123);
const caseCount = Number(process.env.FUZZ_CASES ?? 2400);
/** FUZZ_ONLY=12,345 sends only those cases of the campaign (the others are still generated, so the numbers hold). */
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map(Number)) : undefined;
const concurrency = 6;

/** Documents that exist, so that some bad inputs get past the 404 and reach validation. */
interface Known {
  userId: string;
  categoryId: string;
  otherCategoryName: string;
  packageId: string;
  teamMemberId: string;
  queryId: string;
  queryEmail: string;
  mediaId: string;
}

interface Gen {
  rng: Rng;
  known: Known;
  token: string;
  forged: Record<string, string>;
}

// Authorization --------------------------------------------------------------------

/** A staff token most of the time where one is needed, else none or a forgery (as a header, or a cookie for Payload). */
function auth(g: Gen, staffOnly: boolean, cms: boolean, staffAllowed = true): { headers: HeaderMap; label: string } {
  const { rng, token } = g;
  if (staffAllowed && rng.chance(staffOnly ? 0.6 : 0.15)) {
    if (cms && rng.chance(0.3)) return { headers: { Authorization: `JWT ${token}` }, label: 'staff token (JWT scheme)' };
    return { headers: { Authorization: `Bearer ${token}` }, label: 'staff token' };
  }
  if (rng.chance(0.3)) return { headers: {}, label: 'no token' };
  const [label, value] = rng.pick(Object.entries(g.forged));
  if (cms && rng.chance(0.3)) return { headers: { Cookie: `agency-token=${value.replace(/^\S+ ?/, '')}` }, label: `${label} (cookie)` };
  return { headers: { Authorization: value }, label };
}

// Query strings of the list endpoints ------------------------------------------------

const v1QueryParams = (rng: Rng) => [
  'searchTerm=%25',
  'searchTerm=_',
  'searchTerm=%5C',
  `searchTerm=${urlEncode(rng.pick(oddStrings))}`,
  'searchTerm=a&searchTerm=b',
  'searchTerm[$gt]=',
  `searchTerm=${'x'.repeat(201)}`,
  'isVerified=yes',
  'isVerified=TRUE',
  'isVerified[]=true',
  'limit=0',
  'limit=-1',
  'limit=101',
  'limit=abc',
  'limit=0x10',
  'limit=1.5',
  'limit=',
  'page=0',
  'page=-1',
  'page=100001',
  'page=NaN',
  'page=Infinity',
  'page=9007199254740993',
  '__proto__[polluted]=yes',
  'constructor[prototype][polluted]=yes',
  '%00=%00',
  '&&&',
  '=',
  'a=%E0%A4%A',
];

const cmsQueryParams = (rng: Rng) => [
  `where[name][equals]=${urlEncode(rng.pick(oddStrings))}`,
  'where[name][like]=%25',
  'where[name][$gt]=',
  'where[__proto__][equals]=1',
  'where[constructor][prototype][polluted]=yes',
  'where[or][0][name][exists]=maybe',
  'where[and][0][or][0][and][0][id][in]=a,b',
  `where[id][equals]=${oddId(rng)}`,
  'where[id][in][]=',
  'where[password][exists]=true',
  'where[hash][exists]=true',
  'where[email][like]=a',
  `where=${encodeURIComponent('{"name":{"$gt":""}}')}`,
  'where[category.name][equals]=x',
  'where[updatedAt][greater_than]=not-a-date',
  'where[price][greater_than]=abc',
  'where[isVerified][equals]=maybe',
  'where[name][near]=1,2',
  `where[name][in]=${'a,'.repeat(1000)}`,
  'depth=100',
  'depth=-1',
  'depth=abc',
  'limit=-1',
  'limit=1e9',
  'limit=abc',
  'page=0',
  'page=-5',
  'page=abc',
  'sort=-__proto__',
  'sort=password',
  `sort=${'x'.repeat(500)}`,
  'select[__proto__]=true',
  'select[name]=maybe',
  'populate[categories][name]=true',
  'draft=maybe',
  'locale=..%2f..%2fx',
  'fallback-locale=%00',
  'trash=true',
  'pagination=maybe',
  'joins=junk',
];

// JSON writes ------------------------------------------------------------------------------

interface WriteSpec extends BodySpec {
  endpoint: string;
  method: 'POST' | 'PUT' | 'PATCH';
  /** With `:id` for the routes that name a document. */
  path: string;
  cms: boolean;
  staffOnly: boolean;
  /** false where a staff token would make the request a valid one (refresh-token). */
  staffAllowed?: boolean;
  /** The existing document an `:id` route may name; the body then stays bad on its own. */
  realId?: (known: Known) => string;
  /** Payload reads a body that is not JSON as no data: against a real document that is a valid no-op, so only JSON is sent. */
  jsonOnlyWhenReal?: boolean;
}

function jsonWrite(g: Gen, spec: WriteSpec): FuzzRequest {
  const { rng } = g;
  // A route without an id that has a real target (the global) always writes to it.
  const real = spec.realId !== undefined && (!spec.path.includes(':id') || rng.chance(0.5));
  const id = spec.path.includes(':id') ? (real ? spec.realId!(g.known) : oddId(rng)) : '';
  const { shape, note, fault } = badBody(rng, spec, real && spec.required === 'none');
  const body = encode(rng, shape, real && Boolean(spec.jsonOnlyWhenReal));
  const who = auth(g, spec.staffOnly, spec.cms, spec.staffAllowed);
  const extra = rng.chance(0.1) ? rng.pick(oddHeaders) : {};
  return {
    endpoint: spec.endpoint,
    method: spec.method,
    path: spec.path.replace(':id', id),
    headers: { ...extra, ...who.headers, ...body.headers },
    body: body.body,
    write: true,
    note: `${note}; ${body.label}; ${who.label}${id ? `; id ${real ? 'of a real document' : id.slice(0, 40)}` : ''}`,
    kind: `${fault}, ${body.label}`,
  };
}

// Field catalogues ------------------------------------------------------------------------

const text = (valid: unknown, invalid: unknown[] = []): Field => ({ kind: 'text', valid, invalid });
const long = (n: number) => 'x'.repeat(n);
const badEmails = [
  '',
  ' ',
  'not-an-email',
  'a@',
  '@b.co',
  'a@b',
  'a b@c.de',
  '<script>@x.io',
  `${long(250)}@x.io`,
  'staff@example.com\u0000',
  'a@b.co\r\nBcc: x@y.z',
];
const badNewPasswords = ['', '       ', 'short', '1234567', '   short   ', long(129)];
const badPhones = ['', '123', 'abcdefghijk', '+1 555 010 2000 ext 5', '1'.repeat(31), '+1 (555) <script>'];
const badOtps = ['', '12345', '1234567', 'ABC12!', 'ÀBC123', '      ', '\u0000'.repeat(6), 'ABC 12'];
const badIds = ['', long(65), '../../x', 'a b', '{"$gt":""}', '\u0000', 'id;drop'];

function randomCode(rng: Rng): string {
  return Array.from({ length: 6 }, () => rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'])).join('');
}

function v1Writes(known: Known): WriteSpec[] {
  const v1 = (
    method: WriteSpec['method'],
    path: string,
    rest: Omit<WriteSpec, 'endpoint' | 'method' | 'path' | 'cms' | 'strict'>,
  ): WriteSpec => ({
    endpoint: `${method} /api/v1${path}`,
    method,
    path: `/api/v1${path}`,
    cms: false,
    strict: true,
    ...rest,
  });
  const packageFields: Record<string, Field> = {
    name: text('Fuzz Package', ['', '  ', long(201)]),
    description: text('Made by the fuzz campaign', ['', long(5001)]),
    price: { kind: 'number', valid: 10, invalid: [-0.01, -1, 1_000_001, 1.001, 0.005, 1e308] },
    priceBasis: text('per month', ['per year', 'Per Month', '', 'per month ']),
    features: { kind: 'list', valid: ['One'], invalid: [[], [''], ['  '], Array.from({ length: 51 }, (_, i) => `f${i}`), [long(201)]] },
    category: text(known.categoryId, ['', 'not-an-id!', missingId, '../x', long(65)]),
    paymentRedirectURL: text('https://pay.example.com/x', [
      '',
      'not a url',
      'javascript:alert(1)',
      'ftp://x.example/z',
      'data:text/html,<script>',
      'http://',
      `https://x.io/${long(2001)}`,
    ]),
  };
  const contact: Record<string, Field> = {
    name: text('Fuzz Visitor', ['', 'a', ' a ', long(101)]),
    email: text('visitor@example.com', badEmails),
    phone: text('+1 555 010 2000', badPhones),
    message: text('A message long enough.', ['', 'too short', long(5001)]),
  };
  return [
    v1('POST', '/auth/login', {
      staffOnly: false,
      required: 'each',
      fields: { email: text('nobody@example.com', badEmails), password: text('a-password-1', ['', ' ', long(129)]) },
      special: (rng) => [
        ['email', `${rng.pick(['nobody', 'admin', "'or'1'='1", 'x$where', 'root'])}${rng.int(0, 1e6)}@example.com`],
        ['password', rng.pick(['wrong-password-1', "' OR '1'='1", '{"$gt":""}', long(128)])],
      ],
    }),
    v1('POST', '/auth/change-password', {
      staffOnly: true,
      required: 'each',
      fields: { oldPassword: text('old-password-1', ['', ' ', long(129)]), newPassword: text('new-password-1', badNewPasswords) },
    }),
    v1('POST', '/auth/forgot-password', {
      staffOnly: false,
      required: 'each',
      fields: { email: text('nobody@example.com', badEmails) },
    }),
    v1('POST', '/auth/reset-password', {
      staffOnly: false,
      required: 'each',
      fields: { token: text('not-a-token-we-sent', ['', ' ', long(201)]), password: text('long-enough-1', badNewPasswords) },
    }),
    v1('POST', '/user/create-admin', {
      staffOnly: true,
      required: 'each',
      fields: {
        email: text('fuzz-admin@example.com', [...badEmails, 'staff@example.com', ' STAFF@example.com ']),
        password: text('long-enough-1', badNewPasswords),
      },
    }),
    v1('PUT', '/auth/:id', {
      staffOnly: true,
      required: 'all',
      realId: (k) => k.userId,
      fields: { email: text('fuzz-renamed@example.com', badEmails), password: text('long-enough-1', badNewPasswords) },
    }),
    v1('POST', '/auth/accept-invite', {
      staffOnly: false,
      required: 'each',
      fields: { token: text('not-an-invitation-we-sent', ['', ' ', long(201)]), password: text('long-enough-1', badNewPasswords) },
    }),
    v1('POST', '/staff/invite', {
      staffOnly: true,
      required: 'each',
      fields: {
        email: text('fuzz-invited@example.com', [...badEmails, 'staff@example.com']),
        role: text('editor', ['', 'admin', 'Owner', ' support', 'root']),
      },
    }),
    v1('PATCH', '/staff/:id', {
      staffOnly: true,
      required: 'all',
      realId: (k) => k.userId,
      fields: {
        role: text('editor', ['', 'admin', 'OWNER', 'superuser']),
        disabled: { kind: 'bool', valid: true, invalid: ['true', 1, null, 'yes'] },
      },
    }),
    v1('POST', '/category/create', {
      staffOnly: true,
      required: 'each',
      fields: { name: text('Fuzz Category', ['', '   ', '\t\n', long(101), known.otherCategoryName, ` ${known.otherCategoryName} `]) },
    }),
    v1('PUT', '/category/update-category/:id', {
      staffOnly: true,
      required: 'each',
      realId: (k) => k.categoryId,
      fields: { name: text('Fuzz Category', ['', '   ', long(101), known.otherCategoryName]) },
    }),
    v1('POST', '/saved-replies', {
      staffOnly: true,
      required: 'each',
      fields: { title: text('Fuzz reply', ['', '  ', long(101)]), body: text('Hi {name}, thanks.', ['', ' \n ', long(5001)]) },
    }),
    v1('POST', '/package/create', { staffOnly: true, required: 'each', fields: packageFields }),
    v1('PUT', '/package/update-package/:id', { staffOnly: true, required: 'each', realId: (k) => k.packageId, fields: packageFields }),
    v1('POST', '/query/create', { staffOnly: false, required: 'each', fields: contact }),
    v1('POST', '/query/verify-otp', {
      staffOnly: false,
      required: 'each',
      fields: { otp: text('ABC123', badOtps), queryId: text(known.queryId, badIds) },
      special: (rng) => [
        ['otp', randomCode(rng)],
        ['queryId', rng.pick([known.queryId, missingId, known.categoryId])],
      ],
    }),
    v1('POST', '/query/resend-otp', {
      staffOnly: false,
      required: 'each',
      fields: { email: text('someone-else@example.com', badEmails), queryId: text(missingId, badIds) },
      special: (rng) =>
        rng.chance(0.5)
          ? [
              ['email', 'someone-else@example.com'],
              ['queryId', known.queryId],
            ]
          : [
              ['email', known.queryEmail],
              ['queryId', rng.pick([missingId, known.packageId])],
            ],
    }),
    v1('PATCH', '/query/:id', {
      staffOnly: true,
      required: 'all',
      realId: (k) => k.queryId,
      fields: { ...contact, isVerified: { kind: 'bool', valid: true, invalid: ['true', 1, null, 'yes'] } },
    }),
  ];
}

function cmsWrites(known: Known): WriteSpec[] {
  const cms = (
    method: WriteSpec['method'],
    path: string,
    rest: Omit<WriteSpec, 'endpoint' | 'method' | 'path' | 'cms' | 'strict'>,
  ): WriteSpec => ({
    endpoint: `${method} /cms/api${path}`,
    method,
    path: `/cms/api${path}`,
    cms: true,
    strict: false,
    jsonOnlyWhenReal: true,
    ...rest,
  });
  const collection = (slug: string, fields: Record<string, Field>, realId: (k: Known) => string) => [
    cms('POST', `/${slug}`, { staffOnly: true, required: 'each', fields }),
    cms('PATCH', `/${slug}/:id`, { staffOnly: true, required: 'none', realId, fields }),
  ];
  return [
    cms('POST', '/users/login', {
      staffOnly: false,
      required: 'each',
      fields: { email: text('nobody@example.com', ['']), password: text('wrong-password-1', ['']) },
      special: (rng) => [
        ['email', `${rng.pick(['nobody', "'or'1'='1", 'root', 'x'])}${rng.int(0, 1e6)}@example.com`],
        ['password', rng.pick(['wrong-password-1', "' OR '1'='1", long(128)])],
      ],
    }),
    cms('POST', '/users/forgot-password', { staffOnly: false, required: 'each', fields: { email: text('nobody@example.com', ['']) } }),
    cms('POST', '/users/reset-password', {
      staffOnly: false,
      required: 'each',
      fields: { token: text('not-a-reset-token', ['', long(5000), 'null']), password: text('new-password-1', ['']) },
    }),
    cms('POST', '/users/refresh-token', {
      staffOnly: false,
      staffAllowed: false,
      required: 'none',
      fields: { token: text('x', ['', long(4000)]) },
    }),
    cms('POST', '/users/first-register', {
      staffOnly: false,
      required: 'each',
      fields: {
        email: text('first@example.com', badEmails),
        password: text('first-password-1', ['']),
        'confirm-password': { ...text('first-password-1', ['mismatch']), optional: true },
      },
    }),
    ...collection(
      'categories',
      { name: text('Fuzz Category', ['', long(101), long(20_000), known.otherCategoryName, null, []]) },
      (k) => k.categoryId,
    ),
    ...collection(
      'packages',
      {
        name: text('Fuzz Package', ['', long(201), null]),
        description: text('Made by the fuzz campaign', ['', long(5001)]),
        price: { kind: 'number', valid: 10, invalid: [-1, 1_000_001, null] },
        priceBasis: text('per month', ['per year', '']),
        features: { kind: 'list', valid: [{ text: 'One' }], invalid: [[], [{ text: '' }], [{ text: long(201) }]] },
        category: text(known.categoryId, [missingId]),
        paymentRedirectURL: text('https://pay.example.com/x', ['', long(2001)]),
      },
      (k) => k.packageId,
    ),
    ...collection(
      'team-members',
      {
        name: text('Fuzz Person', ['', long(201)]),
        role: text('Editor', ['', long(201)]),
        email: text('fuzz@example.com', ['not-an-email', '', 'a@b']),
        skills: { kind: 'list', valid: ['A'], invalid: [Array.from({ length: 31 }, (_, i) => `s${i}`)], optional: true },
      },
      (k) => k.teamMemberId,
    ),
    ...collection(
      'queries',
      {
        name: text('Fuzz Visitor', ['', long(101)]),
        email: text('visitor@example.com', ['bad', '']),
        phone: text('+1 555 010 2000', ['', long(31)]),
        message: text('A message long enough.', ['', long(5001)]),
      },
      (k) => k.queryId,
    ),
    cms('PATCH', '/media/:id', {
      staffOnly: true,
      required: 'none',
      realId: (k) => k.mediaId,
      fields: { alt: text('Alt', [long(201), long(30_000)]) },
    }),
    cms('POST', '/globals/site-content', {
      staffOnly: true,
      required: 'none',
      // The global always exists: every write names it, so its bodies stay bad on their own.
      realId: () => '',
      fields: {
        schedulingUrl: text('https://cal.example.com/x', ['', long(501)]),
        hero: { kind: 'object', valid: { title: 'T' }, invalid: [{ title: '' }, { title: long(301) }] },
        stats: {
          kind: 'list',
          valid: [{ icon: 'users', amount: 1, description: 'd' }],
          invalid: [[{ icon: 'nope', amount: 1, description: 'd' }], [{ icon: 'users', amount: -1, description: 'd' }]],
        },
      },
    }),
  ];
}

// Multipart bodies ---------------------------------------------------------------------------

const teamFields = (): Part[] => [
  { name: 'name', value: 'Fuzz Person' },
  { name: 'role', value: 'Editor' },
  { name: 'email', value: 'fuzz@example.com' },
  { name: 'skills', value: 'Editing' },
  { name: 'skills[]', value: 'Color' },
];

const teamInvalid: [string, string][] = [
  ['name', ''],
  ['name', long(201)],
  ['role', '   '],
  ['email', ''],
  ['email', 'not-an-email'],
  ['email', 'a@b'],
  ['email', `${long(250)}@x.io`],
  ['skills', long(61)],
  ['skills', ''],
  ['alt', long(201)],
];

function teamWrite(g: Gen, method: 'POST' | 'PUT'): FuzzRequest {
  const { rng } = g;
  const real = method === 'PUT' && rng.chance(0.5);
  const path = method === 'POST' ? '/api/v1/team-member/create' : `/api/v1/team-member/update/${real ? g.known.teamMemberId : oddId(rng)}`;
  const { headers, body, note, fault } = badMultipart(rng, teamFields(), ['name', 'role', 'email'], true, teamInvalid);
  const who = auth(g, true, false);
  return {
    endpoint: method === 'POST' ? 'POST /api/v1/team-member/create' : 'PUT /api/v1/team-member/update/:id',
    method,
    path,
    headers: { ...who.headers, ...headers },
    body,
    write: true,
    note: `${note}; ${who.label}${method === 'PUT' ? `; id ${real ? 'of a real team member' : path.split('/').pop()!.slice(0, 40)}` : ''}`,
    kind: fault,
  };
}

function mediaCreate(g: Gen): FuzzRequest {
  const { rng } = g;
  const who = auth(g, true, true);
  let request: { headers: HeaderMap; body: Bytes; note: string; fault: string };
  const payloadFault = rng.pick(['multipart', 'multipart', 'multipart', '_payload', 'clientFile', 'json']);
  const boundary = boundaryOf(rng);
  const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
  if (payloadFault === '_payload') {
    const raw = rng.pick([...malformedJson, '{"alt":1}']);
    request = {
      headers,
      body: new Uint8Array(multipartBody([{ name: '_payload', value: raw }], boundary)),
      note: `_payload ${JSON.stringify(raw.slice(0, 20))}, no file`,
      fault: '_payload malformed',
    };
  } else if (payloadFault === 'clientFile') {
    const value = rng.pick([
      'not json',
      '{}',
      '{"filename":"x.png"}',
      '{"filename":"../../x.png","url":"http://127.0.0.1:1/x"}',
      '{"clientUploadContext":{"signedReceipt":1}}',
    ]);
    request = {
      headers,
      body: new Uint8Array(multipartBody([{ name: 'file', value }], boundary)),
      note: `file as a text field ${value.slice(0, 30)}`,
      fault: 'file as a text field',
    };
  } else if (payloadFault === 'json') {
    request = {
      headers: { 'Content-Type': 'application/json' },
      body: new Uint8Array(Buffer.from(jsonText([['alt', 'no file']]))),
      note: 'JSON, no file',
      fault: 'JSON, no file',
    };
  } else {
    request = badMultipart(rng, [{ name: 'alt', value: 'Fuzz' }], ['alt'], false, [
      ['alt', long(201)],
      ['alt', long(10_000)],
    ]);
    if (/^(missing|invalid|bracket|huge|tooMany)/.test(request.note)) request.note += ' (and no file)';
  }
  return {
    endpoint: 'POST /cms/api/media',
    method: 'POST',
    path: '/cms/api/media',
    headers: { ...who.headers, ...request.headers },
    body: request.body,
    write: true,
    note: `${request.note}; ${who.label}`,
    kind: request.fault,
  };
}

// Reads, deletes and stray routes ---------------------------------------------------------------

interface ReadSpec {
  path: string;
  cms: boolean;
  staffOnly: boolean;
  params?: (rng: Rng) => string[];
  realId?: (known: Known) => string;
}

function read(g: Gen, spec: ReadSpec): FuzzRequest {
  const { rng } = g;
  const real = spec.realId !== undefined && rng.chance(0.3);
  const id = spec.path.includes(':id') ? (real ? spec.realId!(g.known) : oddId(rng)) : '';
  const method = rng.pick(['GET', 'GET', 'GET', 'GET', 'HEAD', 'OPTIONS']);
  const path = spec.params ? withQuery(rng, spec.path.replace(':id', id), spec.params(rng)) : spec.path.replace(':id', id);
  const who = auth(g, spec.staffOnly, spec.cms);
  const extra = rng.chance(0.3) ? rng.pick(oddHeaders) : {};
  const note = `${method}; ${who.label}; ${JSON.stringify(extra)}`;
  return {
    endpoint: `GET ${spec.path}`,
    method,
    path,
    headers: { ...extra, ...who.headers },
    write: false,
    note,
    kind: path.includes('?') ? 'odd query' : 'odd id or headers',
  };
}

/** DELETE only ever names documents that do not exist: deleting a real one would be a valid request. */
function remove(g: Gen, endpoint: string): FuzzRequest {
  const { rng } = g;
  const id = oddId(rng);
  const who = auth(g, true, endpoint.startsWith('/cms'));
  const withBody = rng.chance(0.2);
  return {
    endpoint: `DELETE ${endpoint}`,
    method: 'DELETE',
    path: endpoint.replace(':id', id),
    headers: { ...who.headers, ...(withBody ? { 'Content-Type': 'application/json' } : {}) },
    body: withBody ? jsonText([['id', g.known.categoryId], ...prototypeNoise]) : undefined,
    write: true,
    note: `id ${id.slice(0, 40)}; ${who.label}${withBody ? '; a body naming a real id' : ''}`,
    kind: 'odd id',
  };
}

const fuzzWebhookSecret = 'fuzz-inbound-webhook-secret';

/**
 * A mail provider's hook fed what no provider should send: no or a wrong secret, another media
 * type, bytes that are no message, or a message that names no query (a stranger's address, a
 * forged reply token, an In-Reply-To of ours that never was). Never a 2xx, never a 5xx.
 */
function inboundMail(g: Gen): FuzzRequest {
  const { rng } = g;
  const secret = rng.pick(['none', 'wrong', 'right', 'right', 'right'] as const);
  const type = rng.pick(['message/rfc822', 'message/rfc822', 'MESSAGE/RFC822; charset=utf-8', 'text/plain', 'application/json', ''] as const);
  const headers = [
    `From: ${rng.pick(['someone@example.net', '"Ada" <ada@example.com>', '', 'not an address', '=?utf-8?B?////?= <x@y>'])}`,
    `To: ${rng.pick(['support@cutroomstudio.com', `reply+u${'0'.repeat(32)}-${'a'.repeat(20)}@cutroomstudio.com`, `reply+x31-${'f'.repeat(20)}@x`, 'reply+@', '', 'undisclosed-recipients:;'])}`,
    ...(rng.chance(0.5) ? [`In-Reply-To: ${rng.pick(['<reply-nothing@otp.cutroom-studio>', '<>', '<<<>>>', 'no brackets', `<${'a'.repeat(2000)}@x>`])}`] : []),
    ...(rng.chance(0.3) ? [`Content-Type: ${rng.pick(['multipart/mixed; boundary=x', 'multipart/mixed', 'text/html; charset=nope', 'application/octet-stream'])}`] : []),
    ...(rng.chance(0.3) ? [`Content-Transfer-Encoding: ${rng.pick(['base64', 'quoted-printable', '8bit', 'x-unknown'])}`] : []),
    `Subject: ${rng.pick(['Re: your query', '=?utf-8?Q?=E2=82=AC?=', '', 'x'.repeat(5000)])}`,
  ];
  const text = rng.pick(['Hello.', '--x\r\nContent-Type: text/plain\r\n\r\nhi\r\n--x--', 'PGI+aGk8L2I+', '=E2=82=AC=\r\n', '\u0000\u0001\u00ff']);
  const body: string | Bytes = rng.pick([
    `${headers.join('\r\n')}\r\n\r\n${text}`,
    `${headers.join('\n')}\n\n${text}`,
    rng.pick(malformedJson),
    new Uint8Array(Array.from({ length: rng.int(0, 2048) }, () => rng.int(0, 255))),
    '',
  ]);
  return {
    endpoint: 'POST /api/v1/inbound/mail',
    method: 'POST',
    path: '/api/v1/inbound/mail',
    headers: {
      ...(type ? { 'Content-Type': type } : {}),
      ...(secret === 'none' ? {} : { Authorization: `Bearer ${secret === 'right' ? fuzzWebhookSecret : 'not-the-inbound-secret'}` }),
    },
    body,
    write: true,
    note: `a message that names no query; secret ${secret}, type ${type || 'none'}`,
    kind: `inbound mail, secret ${secret}`,
  };
}

const strayRoutes: readonly [string, string][] = [
  ['GET', '/api/v1/'],
  ['GET', '/api/v1/nope'],
  ['POST', '/api/v1/category'],
  ['PATCH', '/api/v1/category/create'],
  ['POST', '/api/v1/content'],
  ['DELETE', '/api/v1/health'],
  ['PUT', '/api/v1/package/create/extra'],
  ['GET', '/api/v1/..%2fcms%2fapi%2fusers'],
  ['GET', '/api/v1/%2e%2e/%2e%2e/etc/passwd'], // a URL parser resolves this to /etc/passwd: the site's 404
  ['GET', '/api/v1/%2e%2e%2f%2e%2e%2fetc%2fpasswd'], // this one reaches /api/v1 as it is
  ['GET', '/api/v1/query/create'],
  ['POST', '/api/v1/auth'],
  ['DELETE', '/api/v1/auth'],
  ['PUT', '/api/v1/query/' + missingId],
  ['GET', '/api/v1/user/create-admin'],
  ['POST', '/api/v1/%00'],
  ['GET', '/api/v1/%E0%A4%A'],
  ['OPTIONS', '/api/v1/category/create'],
  ['DELETE', '/cms/api/categories'],
  ['PATCH', '/cms/api/packages'],
  ['DELETE', '/cms/api/users'],
  ['POST', '/cms/api/nope'],
  ['GET', '/cms/api/globals/nope'],
  ['POST', '/cms/api/globals/seed-state'],
  ['GET', '/cms/api/users/%00'],
];

function stray(g: Gen): FuzzRequest {
  const { rng } = g;
  const [method, path] = rng.pick(strayRoutes);
  const who = auth(g, true, path.startsWith('/cms'));
  const body = method === 'GET' || method === 'OPTIONS' ? undefined : rng.pick(malformedJson);
  return {
    endpoint: 'stray routes',
    method,
    path,
    headers: { ...who.headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body,
    write: method !== 'GET' && method !== 'OPTIONS',
    note: `unknown route or method; ${who.label}`,
    kind: `${method} ${path}`,
  };
}

/** The campaign: a rotation over every endpoint (writes three times as often as reads), all from one seed. */
function campaign(g: Gen, count: number): FuzzRequest[] {
  const writes = [...v1Writes(g.known), ...cmsWrites(g.known)].map((spec) => () => jsonWrite(g, spec));
  const multipart = [() => teamWrite(g, 'POST'), () => teamWrite(g, 'PUT'), () => mediaCreate(g), () => inboundMail(g)];
  const v1Reads: ReadSpec[] = [
    { path: '/api/v1/auth', cms: false, staffOnly: true },
    { path: '/api/v1/auth/me', cms: false, staffOnly: true },
    { path: '/api/v1/staff', cms: false, staffOnly: true },
    { path: '/api/v1/audit', cms: false, staffOnly: true, params: v1QueryParams },
    { path: '/api/v1/category/get-all-category', cms: false, staffOnly: false, params: v1QueryParams },
    { path: '/api/v1/package/get-all-package', cms: false, staffOnly: false, params: v1QueryParams },
    { path: '/api/v1/team-member/get-all', cms: false, staffOnly: false, params: v1QueryParams },
    { path: '/api/v1/query', cms: false, staffOnly: true, params: v1QueryParams },
    { path: '/api/v1/query/:id', cms: false, staffOnly: true, realId: (k) => k.queryId },
    { path: '/api/v1/query/:id/thread', cms: false, staffOnly: true, realId: (k) => k.queryId },
    { path: '/api/v1/content', cms: false, staffOnly: false, params: v1QueryParams },
    { path: '/api/v1/health', cms: false, staffOnly: false, params: v1QueryParams },
  ];
  const collections: [string, (k: Known) => string][] = [
    ['categories', (k) => k.categoryId],
    ['packages', (k) => k.packageId],
    ['team-members', (k) => k.teamMemberId],
    ['queries', (k) => k.queryId],
    ['media', (k) => k.mediaId],
  ];
  const cmsReads: ReadSpec[] = [
    { path: '/cms/api/users/me', cms: true, staffOnly: false },
    { path: '/cms/api/globals/site-content', cms: true, staffOnly: false, params: cmsQueryParams },
    ...collections.flatMap(([slug, realId]): ReadSpec[] => [
      { path: `/cms/api/${slug}`, cms: true, staffOnly: false, params: cmsQueryParams },
      { path: `/cms/api/${slug}/:id`, cms: true, staffOnly: false, params: cmsQueryParams, realId },
    ]),
  ];
  const deletes = [
    '/api/v1/auth/:id',
    '/api/v1/staff/:id',
    '/api/v1/category/delete-category/:id',
    '/api/v1/package/delete-package/:id',
    '/api/v1/team-member/delete/:id',
    '/api/v1/query/:id',
    // Leaving a query's presence (its heartbeat is a POST without a body; the event stream never ends, so it is not fuzzed here).
    '/api/v1/query/:id/presence',
    ...collections.map(([slug]) => `/cms/api/${slug}/:id`),
  ].map((endpoint) => () => remove(g, endpoint));
  const rotation = [
    ...writes,
    ...writes,
    ...writes,
    ...multipart,
    ...multipart,
    ...multipart,
    ...multipart,
    ...multipart,
    ...multipart,
    ...[...v1Reads, ...cmsReads].map((spec) => () => read(g, spec)),
    ...deletes,
    () => stray(g),
    () => stray(g),
  ];
  return Array.from({ length: count }, (_, i) => rotation[i % rotation.length]!());
}

// The stored state -------------------------------------------------------------------------------

const collectionSlugs = ['users', 'categories', 'packages', 'team-members', 'queries', 'media'] as const;

interface Snapshot {
  counts: Record<string, number>;
  /** id → updatedAt per collection, and the site-content global's updatedAt. */
  versions: Record<string, Record<string, string>>;
  siteContent: string;
}

async function snapshot(payload: Payload): Promise<Snapshot> {
  const counts: Record<string, number> = {};
  const versions: Record<string, Record<string, string>> = {};
  for (const collection of collectionSlugs) {
    const { docs, totalDocs } = await payload.find({ collection, pagination: false, depth: 0, select: { updatedAt: true } });
    counts[collection] = totalDocs;
    versions[collection] = Object.fromEntries(docs.map((doc) => [String(doc.id), String(doc.updatedAt)]));
  }
  const global = await payload.findGlobal({ slug: 'site-content', depth: 0 });
  return { counts, versions, siteContent: String(global.updatedAt) };
}

function differences(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const collection of collectionSlugs) {
    const [was, is] = [before.versions[collection]!, after.versions[collection]!];
    if (before.counts[collection] !== after.counts[collection])
      lines.push(`${collection}: ${before.counts[collection]} documents before, ${after.counts[collection]} after`);
    for (const id of Object.keys(is)) if (!(id in was)) lines.push(`${collection}: ${id} added`);
    for (const id of Object.keys(was)) {
      if (!(id in is)) lines.push(`${collection}: ${id} removed`);
      else if (was[id] !== is[id]) lines.push(`${collection}: ${id} changed at ${is[id]}`);
    }
  }
  if (before.siteContent !== after.siteContent) lines.push(`site-content changed at ${after.siteContent}`);
  return lines;
}

// Reporting ---------------------------------------------------------------------------------------

const isEnvelope = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { success, message, errors, ...rest } = body as Record<string, unknown>;
  const errorsOk =
    errors === undefined ||
    (Array.isArray(errors) &&
      errors.every((e) => typeof e === 'object' && e !== null && typeof e.path === 'string' && typeof e.message === 'string'));
  return success === false && typeof message === 'string' && message.length > 0 && errorsOk && Object.keys(rest).length === 0;
};

/** Findings grouped by endpoint, status and answer, each with its count and one request to reproduce it. */
function report(title: string, found: FuzzOutcome[]): string {
  const groups = new Map<string, FuzzOutcome[]>();
  for (const outcome of found) {
    const answer = outcome.status === undefined ? 'no response' : `${outcome.status} ${outcome.text.replace(/\s+/g, ' ').slice(0, 70)}`;
    const key = `${outcome.request.endpoint} → ${answer}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const lines = [...groups].map(([key, list]) => {
    const kinds = new Map<string, number>();
    for (const { request } of list) kinds.set(request.kind, (kinds.get(request.kind) ?? 0) + 1);
    const top = [...kinds]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([kind, n]) => `${kind} ×${n}`);
    return `  ${list.length}× ${key}\n      kinds: ${top.join(' | ')}${kinds.size > 4 ? ' | …' : ''}\n      e.g. ${explain(list[0]!, seed)}`;
  });
  return `${found.length} ${title} (FUZZ_SEED=${seed}; FUZZ_ONLY=<#> sends one again):\n${lines.join('\n')}`;
}

/** `400×12 401×3 …` for a list of statuses. */
function tally(statuses: (number | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(String(status ?? 'none'), (counts.get(String(status ?? 'none')) ?? 0) + 1);
  return [...counts]
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
}

function perEndpoint(found: FuzzOutcome[]): string {
  const endpoints = [...new Set(found.map((o) => o.request.endpoint))];
  return endpoints
    .map((endpoint) => `  ${endpoint}: ${tally(found.filter((o) => o.request.endpoint === endpoint).map((o) => o.status))}\n`)
    .join('');
}

describe('fuzz campaign: bad input to /api/v1 and /cms/api', () => {
  let app: TestApp;
  let outcomes: FuzzOutcome[] = [];
  let before: Snapshot;
  let after: Snapshot;
  let token: string;
  const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    process.stdout.write(`fuzz: FUZZ_SEED=${seed}, ${caseCount} cases, ${concurrency} at a time\n`);
    const many = '1000000';
    app = await bootApp({
      redisUrl: inject('redisUrl'),
      prefix: `fuzz-${process.pid}`,
      env: {
        CMS_PANEL: 'on',
        // Payload logs every refused request as an error; LOG_LEVEL=error shows them.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        RATE_LIMIT_LOGIN: many,
        RATE_LIMIT_LOGIN_ACCOUNT: many,
        RATE_LIMIT_STAFF_WRITES: many,
        RATE_LIMIT_QUERY_CREATE: many,
        RATE_LIMIT_OTP_VERIFY: many,
        RATE_LIMIT_OTP_RESEND: many,
        INBOUND_WEBHOOK_SECRET: fuzzWebhookSecret,
      },
    });
    token = await app.token();
    const list = async (route: string) =>
      (await app.call('GET', route, { token })).body.data as { _id: string; name?: string; email?: string }[];
    const [users, categories, packages, team] = await Promise.all(
      ['/api/v1/auth', '/api/v1/category/get-all-category', '/api/v1/package/get-all-package', '/api/v1/team-member/get-all'].map(list),
    );
    const queryEmail = 'fuzz-visitor@example.com';
    const created = await app.call('POST', '/api/v1/query/create', {
      json: { name: 'Fuzz Visitor', email: queryEmail, phone: '+1 555 010 2000', message: 'A message long enough.' },
    });
    const media = await app.payload.find({ collection: 'media', limit: 1, depth: 0 });
    const known: Known = {
      userId: users![0]!._id,
      categoryId: categories![0]!._id,
      otherCategoryName: categories![1]!.name!,
      packageId: packages![0]!._id,
      teamMemberId: team![0]!._id,
      queryId: created.body.data.id,
      queryEmail,
      mediaId: String(media.docs[0]?.id ?? missingId),
    };
    const forged = await forgeAuthorizations(app.payload.secret, { id: known.userId, email: users![0]!.email! }, token);
    const requests = campaign({ rng: new Rng(seed), known, token, forged }, caseCount);

    before = await snapshot(app.payload);
    const started = Date.now();
    const chosen = requests.map((request, index) => ({ request, index })).filter(({ index }) => !only || only.has(index));
    outcomes = await pool(chosen, concurrency, ({ request, index }) => send(app.url, request, index, 20_000));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    after = await snapshot(app.payload);

    process.stdout.write(
      `fuzz: ${outcomes.length} requests to ${new Set(outcomes.map((o) => o.request.endpoint)).size} endpoints in ${seconds} s: ${tally(outcomes.map((o) => o.status))}\n`,
    );
    if (process.env.FUZZ_VERBOSE) process.stdout.write(perEndpoint(outcomes));
  }, 600_000);

  afterAll(async () => {
    await app?.stop();
  });

  it('gets an HTTP response to every request', () => {
    const dropped = outcomes.filter((o) => o.status === undefined);
    expect(dropped.length, report('requests without a response', dropped)).toBe(0);
  });

  it('never answers 5xx', () => {
    const failed = outcomes.filter((o) => o.status !== undefined && o.status >= 500);
    expect(failed.length, report('5xx answers', failed)).toBe(0);
  });

  it('answers every 4xx under /api/v1 with the error envelope', () => {
    // By the path the server receives: fetch, like any URL parser, resolves %2e%2e segments first.
    const reaches = (requestPath: string) => new URL(requestPath, 'http://fuzz.invalid').pathname;
    const bad = outcomes.filter(
      (o) =>
        reaches(o.request.path).startsWith('/api/v1') &&
        o.request.method !== 'HEAD' &&
        o.status !== undefined &&
        o.status >= 400 &&
        o.status < 500 &&
        !isEnvelope(o.json),
    );
    expect(bad.length, report('4xx answers without the envelope', bad)).toBe(0);
  });

  it('accepts no bad input on a write endpoint', () => {
    const accepted = outcomes.filter((o) => o.request.write && o.status !== undefined && o.status >= 200 && o.status < 300);
    expect(accepted.length, report('bad writes answered 2xx', accepted)).toBe(0);
  });

  it('stores nothing: every collection and the site content are as they were', () => {
    const changed = differences(before, after);
    expect(changed, `stored state changed (FUZZ_SEED=${seed}):\n  ${changed.join('\n  ')}`).toEqual([]);
  });

  it('leaves Object.prototype alone and the staff session working', async () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const me = await app.call('GET', '/api/v1/auth', { token });
    expect(me.status).toBe(200);
    const health = await app.call('GET', '/api/v1/health');
    expect(health.status).toBe(200);
  });
});
