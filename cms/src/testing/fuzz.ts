import { gzipSync } from 'node:zlib';

import { SignJWT } from 'jose';

/**
 * The generator of a fuzz campaign: a seeded PRNG, corpora of odd values, bad JSON and
 * multipart bodies built from a description of the good one (JSON with literal
 * `__proto__` and duplicate keys, multipart built by hand so it can be built wrong),
 * wrong content types and encodings, forged tokens, and a small concurrent sender.
 * Which endpoints take what lives with the campaign (cms/src/api/v1/fuzz.test.ts).
 */

/** mulberry32: a tiny 32-bit PRNG; the same seed gives the same campaign on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One to `max` distinct items, in random order. */
  some<T>(items: readonly T[], max = items.length): T[] {
    const pool = [...items];
    const count = this.int(1, Math.min(max, pool.length));
    return Array.from({ length: count }, () => pool.splice(this.int(0, pool.length - 1), 1)[0]!);
  }
}

/** FUZZ_SEED as a 32-bit integer (decimal or 0x-hex), or the fixed default. */
export function seedFrom(value: string | undefined, fallback: number): number {
  if (!value) return fallback >>> 0;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`FUZZ_SEED must be a number, got ${JSON.stringify(value)}`);
  return parsed >>> 0;
}

// Corpora ---------------------------------------------------------------------

/** A well-formed id that names nothing. */
export const missingId = '00000000-0000-4000-8000-000000000000';

export type HeaderMap = Record<string, string>;

/** Bytes fetch accepts as a body. */
export type Bytes = Uint8Array<ArrayBuffer>;

/** Strings that break naive code: control characters, bidi overrides, injection-ish text, keys of Object.prototype. */
export const oddStrings: readonly string[] = [
  '',
  ' ',
  '\t\r\n',
  '\u0000',
  'nul\u0000inside',
  '\u202Eevil.exe\u202C',
  '\u200F\u200Eمرحبا بالعالم',
  'שלום עולם',
  '😀🎬👩‍💻🏳️‍🌈',
  'Z̴͉̈a̷̰͝l̶̠̇g̸̣͒o̵̹͗',
  '\uFEFFbom',
  '\uD800 lone surrogate',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1) OR 1=1 --',
  '$where',
  'this.password.length > 0',
  '{"$gt":""}',
  '{"$ne":null}',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  'true',
  '-0',
  '1e309',
  '0x7fffffff',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  'javascript:alert(1)',
  'mailto:a@b',
  'a@b',
  '@',
  'a'.repeat(201),
];

/** Values of the wrong JSON type for a text field, including query-operator objects. */
export const notText: readonly unknown[] = [
  0,
  -1,
  1.5,
  1e308,
  true,
  false,
  null,
  [],
  ['a'],
  [null],
  {},
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(100)' },
  { $regex: '.*' },
  { equals: 'x' },
  { toString: 'x' },
];

/** Keys that must never reach an object's prototype chain. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Percent-encodes for a URL; a lone surrogate becomes the bytes of an invalid UTF-8 sequence. */
export function urlEncode(text: string): string {
  return text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((piece) => (/^[\uD800-\uDFFF]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');
}

/** A string of about `bytes` UTF-8 bytes. */
export function hugeString(rng: Rng, bytes: number): string {
  const unit = rng.pick(['x', 'é', '😀', '\u0000', '<a>', "'"]);
  return unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit))));
}

/** JSON text inlined verbatim: literal `__proto__` keys, duplicate keys, deep nesting. */
export class RawJson {
  constructor(readonly text: string) {}
}

export type Entries = [string, unknown][];

function jsonValue(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonValue).join(',')}]`;
  return JSON.stringify(value) ?? 'null';
}

/** An object as JSON text, from entries: keys may repeat and may be `__proto__`. */
export function jsonText(entries: Entries): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonValue(value)}`).join(',')}}`;
}

/** An object as application/x-www-form-urlencoded, objects and arrays as their JSON. */
export function formText(entries: Entries): string {
  return entries.map(([key, value]) => `${urlEncode(key)}=${urlEncode(typeof value === 'string' ? value : jsonValue(value))}`).join('&');
}

export interface Part {
  name: string;
  value: string | Uint8Array;
  filename?: string;
  type?: string;
}

const headerSafe = (text: string) => text.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/** A multipart/form-data body built by hand, so that it can also be built wrong. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${headerSafe(part.name)}"`;
    if (part.filename !== undefined) head += `; filename="${headerSafe(part.filename)}"`;
    if (part.type) head += `\r\nContent-Type: ${part.type}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Files that are not images, whatever they are called. */
export const notImages: readonly { name: string; type: string; bytes: Buffer }[] = [
  { name: 'photo.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script> definitely an image') },
  { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.alloc(0) },
  { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  { name: 'page.html', type: 'text/html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
  { name: 'archive.zip', type: 'application/zip', bytes: Buffer.from('504b0304140000000800', 'hex') },
  { name: 'run.exe', type: 'application/octet-stream', bytes: Buffer.from('4d5a90000300000004000000ffff', 'hex') },
  { name: 'doc.pdf', type: 'image/png', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
  { name: '../../../../etc/passwd.png', type: 'image/png', bytes: Buffer.from('root:x:0:0:root:/root:/bin/bash\n') },
  { name: 'nul\u0000name.gif', type: 'image/gif', bytes: Buffer.from('GIF') },
  { name: `${'long'.repeat(200)}.webp`, type: 'image/webp', bytes: Buffer.from('RIFF') },
];

// Paths, queries and headers ------------------------------------------------------

/** A path id that names nothing: unknown, malformed, encoded, traversal-ish or very long. */
export function oddId(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return rng.pick([
    missingId,
    missingId.toUpperCase(),
    `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`,
    '..%2f..%2fetc%2fpasswd',
    '..%2F..%2Fusers',
    '%2e%2e',
    '%00',
    `${missingId}%00`,
    `${missingId}%20`,
    `${missingId}.json`,
    'a'.repeat(rng.int(65, 4000)),
    '1',
    '-1',
    '0',
    '1e309',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'prototype',
    '%7B%22%24gt%22%3A%22%22%7D',
    '%E0%A4%A',
    '%',
    '%zz',
    '%F0%9F%98%80',
    '%E2%80%AE',
    '%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
    '507f1f77bcf86cd799439011',
    "'%20OR%201=1--",
    '*',
    ';',
    '%3Cscript%3E',
  ]);
}

/** Headers a client may send that mean nothing good. */
export const oddHeaders: readonly HeaderMap[] = [
  { 'If-None-Match': '"garbage"' },
  { 'If-None-Match': '*' },
  { 'If-Modified-Since': 'yesterday' },
  { Range: 'bytes=-1-2' },
  { Accept: 'application/xml' },
  { Accept: '*/*;q=abc' },
  { 'Accept-Language': 'xx-YY, *;q=0' },
  { 'Accept-Encoding': 'gzip;q=2, br, zstd, x-unknown' },
  { 'X-Forwarded-For': 'not-an-ip, 999.1.1.1' },
  { 'X-Forwarded-For': '' },
  { 'X-Forwarded-Proto': 'gopher' },
  { 'X-Forwarded-Host': 'evil.example' },
  { Origin: 'https://evil.example' },
  { Cookie: 'agency-token=garbage; payload-token=x; __proto__=1' },
  { 'X-HTTP-Method-Override': 'DELETE' },
  { 'Accept-Charset': 'utf-7' },
];

/** The path with one to three of `params`, half of the time. */
export function withQuery(rng: Rng, path: string, params: string[]): string {
  return rng.chance(0.5) ? `${path}?${rng.some(params, 3).join('&')}` : path;
}

// JSON bodies -------------------------------------------------------------------------

export type Kind = 'text' | 'number' | 'list' | 'bool' | 'object';

export interface Field {
  kind: Kind;
  valid: unknown;
  /** Values this endpoint must refuse, whatever the other fields hold. */
  invalid: unknown[];
  /** Leaving it out is fine. */
  optional?: boolean;
}

/** What a JSON body of an endpoint holds, and what makes it bad. */
export interface BodySpec {
  fields: Record<string, Field>;
  /** How leaving fields out makes the body bad: each is required, only all of them, or never (partial updates). */
  required: 'each' | 'all' | 'none';
  /** Unknown fields are refused (our zod strictObjects); Payload ignores them. */
  strict: boolean;
  /** Endpoint-specific bad bodies (wrong credentials, a wrong code…). */
  special?: (rng: Rng) => Entries;
}

const wrongTypes: Record<Kind, readonly unknown[]> = {
  text: notText,
  number: ['12', '', 'abc', null, true, [], [1], {}, { $gt: 0 }],
  list: ['a', '', 1, null, true, {}, { $gt: '' }, [1], [null], [{}], [['a']]],
  bool: ['true', 'false', 1, 0, null, [], {}, 'yes'],
  object: ['a', 1, null, true, [], [1]],
};

export const malformedJson = [
  '{',
  '{"name":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":undefined}',
  'NaN',
  '[1,2',
  '{"a":"\\u00"}',
  '\u0000',
  '{"a":1}}',
  '}{',
  '{"a":01}',
  '{"__proto__":',
  '{"a":"b"}trailing',
  '{"a":"\u0000\u0001\u001f"}',
  `{"deep":${'['.repeat(5000)}`,
];

export const prototypeNoise: Entries = [
  ['__proto__', new RawJson('{"polluted":"yes","isAdmin":true}')],
  ['constructor', new RawJson('{"prototype":{"polluted":"yes"}}')],
  ['prototype', new RawJson('{"polluted":"yes"}')],
];

const extraKeys = [
  ...prototypeKeys,
  '$where',
  '_id',
  'id',
  'isAdmin',
  'createdAt',
  'hash',
  'salt',
  'loginAttempts',
  '0',
  '',
  ' ',
  'NAME',
  'email\u0000',
];

export type Shape = { entries: Entries } | { raw: string };

/** A body the endpoint must refuse: one guaranteed fault, then noise in the other fields. */
export function badBody(rng: Rng, spec: BodySpec, careful: boolean): { shape: Shape; note: string; fault: string } {
  const names = Object.keys(spec.fields);
  const entries: Entries = names.map((name) => [name, structuredClone(spec.fields[name]!.valid)]);
  const faulty = new Set<string>();
  const invalidFields = names.filter((name) => spec.fields[name]!.invalid.length > 0);
  const faults = ['invalid', 'invalid', 'malformed', 'duplicate'];
  if (!careful) faults.push('wrongType', 'wrongType', 'nonObject');
  if (!careful && spec.required !== 'none') faults.push('missing', 'missing');
  if (spec.strict) faults.push('extra', 'extra');
  if (spec.special) faults.push('special', 'special');
  const fault = rng.pick(faults);
  let note: string;
  const set = (name: string, value: unknown) => {
    const entry = entries.find(([key]) => key === name);
    if (entry) entry[1] = value;
    faulty.add(name);
  };
  switch (fault) {
    case 'malformed': {
      const raw = rng.pick(malformedJson);
      return { shape: { raw }, note: `malformed JSON ${JSON.stringify(raw.slice(0, 30))}`, fault };
    }
    case 'nonObject': {
      const raw = rng.pick(['[]', 'null', '"text"', '123', 'true', '[{"name":"x"}]', '""', `[${jsonText(entries)}]`]);
      return { shape: { raw }, note: `top-level ${raw.slice(0, 20)}`, fault };
    }
    case 'missing': {
      const drop = spec.required === 'all' ? names : rng.some(names.filter((name) => !spec.fields[name]!.optional));
      for (const name of drop) {
        faulty.add(name);
        entries.splice(
          entries.findIndex(([key]) => key === name),
          1,
        );
      }
      note = `missing ${drop.join(', ')}`;
      break;
    }
    case 'wrongType': {
      const name = rng.pick(names);
      const field = spec.fields[name]!;
      // On Payload's REST (not strict), null empties an optional field, as the panel clears one: no wrong type there.
      const value = rng.pick(wrongTypes[field.kind].filter((wrong) => wrong !== null || spec.strict || !field.optional));
      set(name, value);
      note = `${name} of the wrong type: ${JSON.stringify(value)}`;
      break;
    }
    case 'extra': {
      const keys = rng.some(
        extraKeys.filter((key) => !names.includes(key)),
        3,
      );
      for (const key of keys) entries.push([key, rng.pick([new RawJson('{"polluted":"yes"}'), 'x', { $gt: '' }, true, null])]);
      note = `unknown fields ${JSON.stringify(keys)}`;
      break;
    }
    case 'special': {
      const special = spec.special!(rng);
      for (const [name, value] of special) set(name, value);
      note = `bad pair ${JSON.stringify(Object.fromEntries(special)).slice(0, 80)}`;
      break;
    }
    default: {
      const name = rng.pick(invalidFields);
      const value = rng.pick(spec.fields[name]!.invalid);
      if (fault === 'duplicate') {
        entries.push([name, value]); // JSON.parse keeps the last
        faulty.add(name);
      } else set(name, value);
      note = `${fault === 'duplicate' ? 'duplicate key, last ' : ''}${name} invalid: ${JSON.stringify(value)?.slice(0, 40)}`;
    }
  }
  // Noise: odd, huge or wrong-typed values in the fields the fault left alone, and prototype keys.
  const others = entries.filter(([key]) => !faulty.has(key));
  if (others.length && rng.chance(0.5)) {
    let huge = false;
    for (const entry of rng.some(others, 2)) {
      if (!huge && rng.chance(0.2)) {
        entry[1] = hugeString(rng, rng.int(10_000, 45_000));
        huge = true;
      } else entry[1] = rng.chance(0.7) ? rng.pick(oddStrings) : rng.pick(notText);
    }
    note += '; odd values in other fields';
  }
  if (rng.chance(0.2)) {
    entries.push(...rng.some(prototypeNoise));
    note += '; prototype keys';
  }
  return { shape: { entries }, note, fault };
}

const asText = (shape: Shape) => ('raw' in shape ? shape.raw : jsonText(shape.entries));

/** Content types Payload still reads as JSON (it compares the part before `;`). */
const payloadJsonTypes = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-7', 'application/json;;;'];

/** The body on the wire: mostly JSON, else a wrong type, charset or encoding. */
export function encode(rng: Rng, shape: Shape, jsonOnly: boolean): { headers: HeaderMap; body: string | Bytes; label: string } {
  const text = asText(shape);
  if (jsonOnly || rng.chance(0.7)) {
    const type = jsonOnly ? rng.pick(payloadJsonTypes) : 'application/json';
    return { headers: { 'Content-Type': type }, body: text, label: type };
  }
  const variant = rng.pick([
    'charset=utf-7',
    'charset=utf-16',
    'charset=latin1',
    'charset=ebcdic-cp-us',
    'charset=',
    'upper',
    'list',
    'text/plain',
    'text/plain;charset=UTF-8',
    'form',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'application/xml',
    'application/json-patch+json',
    'application/vnd.api+json',
    '*/*',
    'none',
    'gzip, not gzipped',
    'gzip',
    'deflate, garbage',
    'br, garbage',
    'x-unknown encoding',
    'bom',
  ]);
  const json = (headers: HeaderMap, body: string | Bytes = text) => ({
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    label: variant,
  });
  switch (variant) {
    case 'upper':
      return { headers: { 'Content-Type': 'APPLICATION/JSON' }, body: text, label: variant };
    case 'list':
      return { headers: { 'Content-Type': 'application/json, text/plain' }, body: text, label: variant };
    case 'form':
      return {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'entries' in shape ? formText(shape.entries) : text,
        label: variant,
      };
    case 'application/xml':
      return {
        headers: { 'Content-Type': variant },
        body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        label: variant,
      };
    case 'none':
      return { headers: {}, body: new Uint8Array(Buffer.from(text)), label: 'no content type' };
    case 'gzip, not gzipped':
      return json({ 'Content-Encoding': 'gzip' });
    case 'gzip':
      return json({ 'Content-Encoding': 'gzip' }, new Uint8Array(gzipSync(text)));
    case 'deflate, garbage':
      return json({ 'Content-Encoding': 'deflate' }, new Uint8Array(Buffer.from('\u00ff\u0000garbage', 'latin1')));
    case 'br, garbage':
      return json({ 'Content-Encoding': 'br' }, new Uint8Array(Buffer.from('not brotli')));
    case 'x-unknown encoding':
      return json({ 'Content-Encoding': 'x-unknown' });
    case 'bom':
      return json({}, `\uFEFF${text}`);
    default:
      return variant.startsWith('charset=')
        ? { headers: { 'Content-Type': `application/json; ${variant}` }, body: text, label: variant }
        : { headers: { 'Content-Type': variant }, body: text, label: variant };
  }
}

// Multipart bodies ---------------------------------------------------------------------

export const fileOf = (file: (typeof notImages)[number], name = 'file'): Part => ({
  name,
  value: file.bytes,
  filename: file.name,
  type: file.type,
});

export const boundaryOf = (rng: Rng) => `----fuzz${rng.int(0, 1e9)}`;

/** A multipart body the endpoint must refuse, and how it is broken. */
export function badMultipart(
  rng: Rng,
  base: Part[],
  required: string[],
  strictFields: boolean,
  /** Field values the endpoint must refuse. */
  invalid: readonly [string, string][],
): { headers: HeaderMap; body: Bytes; note: string; fault: string } {
  const boundary = boundaryOf(rng);
  const parts = base.map((part) => ({ ...part }));
  const faults = [
    'missing',
    'invalid',
    'notImage',
    'notImage',
    'fileField',
    'twoFiles',
    'tooMany',
    'huge',
    'noBoundary',
    'wrongBoundary',
    'truncated',
    'badHeader',
    'notMultipart',
    'empty',
    'bracket',
  ];
  if (strictFields) faults.push('extra');
  const fault = rng.pick(faults);
  let note: string = fault;
  let contentType = `multipart/form-data; boundary=${boundary}`;
  const faulty = new Set<Part>();
  const setValue = (name: string, value: string) => {
    const part = parts.find((p) => p.name === name);
    if (part) part.value = value;
  };
  switch (fault) {
    case 'missing': {
      const drop = rng.some(required);
      for (const name of drop)
        parts.splice(
          parts.findIndex((p) => p.name === name),
          1,
        );
      note = `missing ${drop.join(', ')}`;
      break;
    }
    case 'invalid': {
      const [name, value] = rng.pick(invalid);
      // A repeated field (skills) gets one more value; any other field has its value replaced.
      if (parts.some((p) => p.name === name && !name.startsWith('skills'))) setValue(name, value);
      else parts.push({ name, value });
      faulty.add(parts.findLast((p) => p.name === name)!);
      note = `${name} invalid: ${JSON.stringify(value.slice(0, 30))}`;
      break;
    }
    case 'notImage': {
      const file = rng.pick(notImages);
      parts.push(fileOf(file));
      note = `not an image: ${file.name.slice(0, 30)} as ${file.type}`;
      break;
    }
    case 'fileField': {
      const name = rng.pick(['image', 'photo', 'file[]', 'files', 'File', '__proto__']);
      parts.push(fileOf(rng.pick(notImages), name));
      note = `file sent as "${name}"`;
      break;
    }
    case 'twoFiles':
      parts.push(fileOf(notImages[0]!), fileOf(notImages[1]!));
      break;
    case 'tooMany':
      for (let i = 0; i < 70; i++) parts.push({ name: rng.chance(0.5) ? 'skills' : `f${i}`, value: `v${i}` });
      note = '70 more fields';
      break;
    case 'huge':
      setValue(rng.pick(required), hugeString(rng, rng.int(20_000, 50_000)));
      note = 'a 20–50 KB field';
      break;
    case 'noBoundary':
      contentType = rng.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; charset=utf-7']);
      note = `content type "${contentType}"`;
      break;
    case 'wrongBoundary':
      contentType = `multipart/form-data; boundary=${boundaryOf(rng)}x`;
      break;
    case 'notMultipart':
      contentType = rng.pick([
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/mixed; boundary=' + boundary,
        'image/png',
      ]);
      note = `content type "${contentType}"`;
      break;
    case 'extra': {
      const name = rng.pick(['website', 'isAdmin', '_id', 'profileImage', 'createdAt', 'id']);
      parts.push({ name, value: rng.pick(oddStrings) });
      note = `unknown field ${name}`;
      break;
    }
    case 'bracket': {
      const name = rng.pick(required);
      parts.splice(
        parts.findIndex((p) => p.name === name),
        1,
        { name: `${name}[]`, value: 'x' },
        { name: `${name}[0][x]`, value: 'y' },
      );
      note = `${name} as ${name}[]`;
      break;
    }
  }
  // Noise: prototype-ish field names, odd values and file names.
  if (rng.chance(0.25)) {
    const name = rng.pick([
      '__proto__',
      '__proto__[polluted]',
      'constructor[prototype][polluted]',
      'skills[__proto__]',
      'name[constructor]',
    ]);
    parts.push({ name, value: 'yes' });
    note += `; field ${name}`;
  }
  if (rng.chance(0.2)) {
    const optional = parts.filter((p) => p.filename === undefined && !required.includes(p.name) && !faulty.has(p));
    if (optional.length) rng.pick(optional).value = rng.pick(oddStrings);
  }
  let body: Buffer = multipartBody(parts, boundary);
  if (fault === 'truncated') body = body.subarray(0, rng.int(1, body.length - boundary.length - 8));
  if (fault === 'badHeader') {
    const name = rng.pick(required);
    body = Buffer.from(
      body.toString('latin1').replace(`name="${name}"`, rng.pick(['nam="x"', 'name=', 'name=""', '', 'name="unterminated', '\r\nX-Junk'])),
      'latin1',
    );
    note = `broken part header of ${name}`;
  }
  if (fault === 'empty') body = Buffer.alloc(0);
  return { headers: { 'Content-Type': contentType }, body: new Uint8Array(body), note, fault };
}

// Tokens -----------------------------------------------------------------------

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Authorization header values that must not authorise anything. `secret` is the key
 * Payload signs with (payload.secret): some forgeries are signed with it but are
 * expired, name no account or no session, or have their payload swapped.
 */
export async function forgeAuthorizations(
  secret: string,
  staff: { id: string; email: string },
  validToken: string,
): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = { id: staff.id, collection: 'users', email: staff.email };
  const realKey = new TextEncoder().encode(secret);
  const sign = (payload: Record<string, unknown>, key: Uint8Array, alg = 'HS256', exp: number = now + 3600) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuedAt(Math.min(now, exp - 60))
      .setExpirationTime(exp)
      .sign(key);
  const [, validPayload] = validToken.split('.');
  const tampered = validToken.replace(
    validPayload!,
    base64url({ ...JSON.parse(Buffer.from(validPayload!, 'base64url').toString()), id: missingId }),
  );
  return {
    'wrong secret': `Bearer ${await sign(claims, new TextEncoder().encode('not-the-secret'))}`,
    'wrong secret HS512': `Bearer ${await sign(claims, new TextEncoder().encode('not-the-secret-either'), 'HS512')}`,
    'alg none': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: now + 3600 })}.`,
    'alg none, no dot': `Bearer ${base64url({ alg: 'none' })}.${base64url(claims)}`,
    expired: `Bearer ${await sign(claims, realKey, 'HS256', now - 60)}`,
    'no such account': `Bearer ${await sign({ ...claims, id: missingId }, realKey)}`,
    'no such session': `Bearer ${await sign({ ...claims, sid: 'not-a-session' }, realKey)}`,
    'another collection': `Bearer ${await sign({ ...claims, collection: 'media' }, realKey)}`,
    'swapped payload': `Bearer ${tampered}`,
    'truncated signature': `Bearer ${validToken.slice(0, -6)}`,
    garbage: 'Bearer not.a.jwt',
    'garbage base64': `Bearer ${Buffer.from('{"alg":"HS256"').toString('base64url')}..`,
    'very long': `Bearer ${'A'.repeat(6000)}`,
    'bearer only': 'Bearer',
    'bearer and spaces': 'Bearer    ',
    'bearer, two tokens': `Bearer ${validToken} ${validToken}`,
    'bearer inside spaces': `Bearer a b c`,
    'JWT scheme with garbage': 'JWT garbage',
    basic: `Basic ${Buffer.from('admin:admin').toString('base64')}`,
    'empty header': '',
    'operator object': 'Bearer {"$gt":""}',
  };
}

// Sending ----------------------------------------------------------------------

export interface FuzzRequest {
  /** The endpoint as the campaign names it, e.g. `PUT /api/v1/category/update-category/:id`. */
  endpoint: string;
  method: string;
  path: string;
  headers: HeaderMap;
  body?: string | Bytes;
  /** A write endpoint: any 2xx to a bad input is a finding. */
  write: boolean;
  /** What makes this input bad, in words. */
  note: string;
  /** The kind of fault, short, for grouping findings (e.g. `wrongType, text/plain`). */
  kind: string;
}

export interface FuzzOutcome {
  index: number;
  request: FuzzRequest;
  /** Undefined when no HTTP response came back (dropped, reset, timed out). */
  status?: number;
  error?: string;
  text: string;
  json?: unknown;
}

export async function send(baseUrl: string, request: FuzzRequest, index: number, timeoutMs: number): Promise<FuzzOutcome> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the text is kept for the report
    }
    return { index, request, status: response.status, text, json };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      index,
      request,
      error: `${(error as Error).name}: ${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`,
      text: '',
    };
  }
}

/** Runs `task` over `items`, at most `concurrency` at a time, keeping the order of the results. */
export async function pool<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/** One line that names a request well enough to send it again. */
export function explain(outcome: FuzzOutcome, seed: number): string {
  const { request } = outcome;
  const body =
    request.body === undefined ? '' : typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString('latin1');
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, clip(value, 60)]));
  const answer = outcome.status === undefined ? `no response: ${outcome.error}` : `${outcome.status} ${clip(outcome.text, 200)}`;
  return `[FUZZ_SEED=${seed} #${outcome.index}] ${request.method} ${clip(request.path, 120)} headers=${JSON.stringify(headers)} body=${JSON.stringify(clip(body, 160))} (${request.note}) → ${answer}`;
}
