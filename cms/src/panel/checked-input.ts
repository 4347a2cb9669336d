import type { AfterErrorHook, CollectionBeforeOperationHook, Field, GlobalBeforeOperationHook, Payload, Plugin } from 'payload';

import { messages } from '@agency/contract';

import { ApiError, failureBody } from '../api/errors';
import { isId } from '../api/validate';

/**
 * What Payload's own REST API (/cms/api, the panel's) is sent, checked before Payload works on it:
 * Payload stores some wrongly typed values as text and answers 500 to others (a fuzz campaign
 * found both). A plugin adds one `beforeOperation` hook to every collection's and global's create
 * and update that holds the body to the fields' JSON types and refers only to documents that
 * exist, as /api/v1's schemas do. Input of our own code (the Local API) has been parsed already.
 * The refusals are ApiErrors, answered in the API's envelope by the config's afterError.
 */

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

const bad = (message: string, path?: string) => new ApiError(400, message, path === undefined ? undefined : [{ path, message }]);

function expectType(ok: boolean, path: string, what: string) {
  if (!ok) throw bad(`${path} must be ${what}`, path);
}

const isString = (value: unknown) => typeof value === 'string';
// A relationship's value: an id, or the document it names.
const isReference = (value: unknown) => typeof value === 'string' || (isObject(value) && typeof value.id === 'string');
const idOf = (value: unknown) => (typeof value === 'string' ? value : ((value as Data).id as string));

/** A document a write refers to, checked to exist once the body's shape is known to be right. */
interface Reference {
  collection: string;
  id: string;
  path: string;
}

/** A value's JSON type against its field: no arrays where text goes, no text where a number goes. */
function checkValue(field: Field & { name: string }, value: unknown, path: string, refs: Reference[]): void {
  if (value === null || value === undefined) return;
  const many = 'hasMany' in field && field.hasMany === true;
  const each = (check: (item: unknown) => boolean, what: string) =>
    many
      ? expectType(Array.isArray(value) && value.every(check), path, `a list of ${what}`)
      : expectType(check(value), path, what);
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
    case 'radio':
    case 'select':
      return each(isString, 'text');
    case 'date':
      return expectType(isString(value) && !Number.isNaN(Date.parse(value as string)), path, 'a date');
    case 'number':
      return each((item) => typeof item === 'number' && Number.isFinite(item), 'a number');
    case 'checkbox':
      return expectType(typeof value === 'boolean', path, 'true or false');
    case 'relationship':
    case 'upload':
      each(isReference, 'an id');
      // Polymorphic relations ({ relationTo, value }) are left to Payload; this config has none.
      if (typeof field.relationTo === 'string') {
        for (const item of many ? (value as unknown[]) : [value]) refs.push({ collection: field.relationTo, id: idOf(item), path });
      }
      return;
    case 'group':
      expectType(isObject(value), path, 'an object');
      return checkFields(field.fields, value as Data, refs, `${path}.`);
    case 'array':
      expectType(Array.isArray(value) && value.every(isObject), path, 'a list of objects');
      (value as Data[]).forEach((row, index) => checkFields(field.fields, row, refs, `${path}.${index}.`));
      return;
    default:
      return; // rich text, JSON, blocks: Payload validates those itself
  }
}

/** Checks `data` against `fields`, noting in `refs` every document it refers to. */
function checkFields(fields: Field[], data: Data, refs: Reference[], prefix = ''): void {
  for (const field of fields) {
    if ('name' in field && field.name) {
      if (Object.hasOwn(data, field.name)) checkValue(field as Field & { name: string }, data[field.name], `${prefix}${field.name}`, refs);
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) {
          if (Object.hasOwn(data, tab.name)) checkValue({ ...tab, type: 'group' } as Field & { name: string }, data[tab.name], `${prefix}${tab.name}`, refs);
        } else checkFields(tab.fields, data, refs, prefix);
      }
    } else if ('fields' in field) {
      checkFields(field.fields, data, refs, prefix); // rows and collapsibles: same level
    }
  }
}

/** What /api/v1 answers for a reference to nothing, where it has its own words for it. */
const unknownReference: Record<string, string> = { users: messages.assigneeUnknown };

/**
 * 400 unless every referenced document exists: without this an id that names nothing reaches the
 * database, whose foreign key answers 409, where /api/v1 answers 400. One lookup per collection;
 * an id this database could never hold is refused without asking it.
 */
async function checkReferences(payload: Payload, refs: Reference[]): Promise<void> {
  for (const collection of new Set(refs.map((ref) => ref.collection))) {
    const wanted = refs.filter((ref) => ref.collection === collection);
    const ids = [...new Set(wanted.map((ref) => ref.id).filter(isId))];
    const found = ids.length
      ? await payload.find({ collection: collection as 'users', where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false })
      : { docs: [] };
    const existing = new Set(found.docs.map((doc) => String(doc.id)));
    const missing = wanted.find((ref) => !existing.has(ref.id));
    if (missing) throw bad(unknownReference[collection] ?? `${missing.path} does not name an existing ${collection} record`, missing.path);
  }
}

async function checkInput(payload: Payload, fields: Field[], data: unknown): Promise<void> {
  if (data === undefined) return;
  if (!isObject(data)) throw bad('The request body must be a JSON object');
  const refs: Reference[] = [];
  checkFields(fields, data, refs);
  await checkReferences(payload, refs);
}

const writes = new Set(['create', 'update']);

/**
 * Payload's REST answer for what these hooks refused (the API's envelope, with the status), and
 * for a multipart body Payload could not read: a `_payload` that is not JSON, a malformed form, a
 * `file` that is not a file (Payload answers those with 500). The last is known by Payload's
 * message (3.90.1; decision 031): the fuzz campaign fails if it changes.
 */
export const refusalAnswer: AfterErrorHook = ({ error, req }) => {
  const multipart = req.headers?.get('content-type')?.toLowerCase().startsWith('multipart/') === true;
  const refusal =
    error instanceof ApiError
      ? error
      : error instanceof SyntaxError && multipart
        ? bad('_payload is not valid JSON', '_payload')
        : /Multipart: Boundary not found|Unexpected end of form|Malformed part header|Unexpected end of multipart/i.test(error.message)
          ? bad('The multipart body is malformed')
          : // `file` sent as a text field: Payload takes it for a client upload, which no collection here has.
            /^uploadConfig\.handlers is not present/.test(error.message)
            ? bad('Send the image as a file in "file"', 'file')
            : undefined;
  return refusal ? { status: refusal.status, response: failureBody(refusal) } : undefined;
};

/** Adds the check to every collection's and global's writes through Payload's REST. */
export const checkedInput: Plugin = (config) => {
  const forCollection =
    (fields: Field[]): CollectionBeforeOperationHook =>
    async ({ args, operation, req }) => {
      if (req.payloadAPI === 'REST' && writes.has(operation)) await checkInput(req.payload, fields, (args as { data?: unknown }).data);
      return args;
    };
  const forGlobal =
    (fields: Field[]): GlobalBeforeOperationHook =>
    async ({ args, operation, req }) => {
      if (req.payloadAPI === 'REST' && writes.has(operation)) await checkInput(req.payload, fields, (args as { data?: unknown }).data);
      return args;
    };
  return {
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [forCollection(collection.fields), ...(collection.hooks?.beforeOperation ?? [])] },
    })),
    globals: config.globals?.map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeOperation: [forGlobal(global.fields), ...(global.hooks?.beforeOperation ?? [])] },
    })),
  };
};
