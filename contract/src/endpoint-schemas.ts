import { z } from 'zod';

import { endpoints, type BodyOf, type DataOf, type Endpoints, type QueryOf } from './endpoints';
import { altchaChallengeSchema } from './proof-of-work';
import {
  bulkResultSchema,
  categoryRecordSchema,
  deliveryRecordSchema,
  deletedSchema,
  healthReportSchema,
  legalPageRecordSchema,
  legalPageSummarySchema,
  packageRecordSchema,
  queryCreatedSchema,
  queryDetailSchema,
  queryNoteRecordSchema,
  queryRecordSchema,
  queryVerifiedSchema,
  replySentSchema,
  inboundThreadedSchema,
  savedReplyRecordSchema,
  threadEntrySchema,
  siteContentSchema,
  staffUserSchema,
  meSchema,
  auditEntrySchema,
  trashItemSchema,
  staffAccountSchema,
  statsSchema,
  eventTicketSchema,
  presenceSchema,
  teamMemberRecordSchema,
} from './responses';
import {
  categorySchema,
  changePasswordSchema,
  forgotPasswordSchema,
  createAdminSchema,
  createQuerySchema,
  deliveryListParamsSchema,
  loginSchema,
  resetPasswordSchema,
  packageSchema,
  queryBulkSchema,
  queryExportParamsSchema,
  queryListParamsSchema,
  queryNoteSchema,
  queryPatchSchema,
  queryReplySchema,
  resendOtpSchema,
  savedReplyPatchSchema,
  savedReplySchema,
  statsParamsSchema,
  eventStreamParamsSchema,
  teamMemberSchema,
  updateQuerySchema,
  updateUserSchema,
  inviteSchema,
  auditListParamsSchema,
  auditExportParamsSchema,
  staffPatchSchema,
  acceptInviteSchema,
  verifyOtpSchema,
} from './schemas';

/**
 * The zod schemas of each endpoint in `endpoints.ts`, keyed the same way: `body` and `query`
 * validate what comes in, `data` describes what goes out inside the success envelope. The type
 * checker holds every endpoint to an entry here whose shapes agree with the table's.
 */
type SchemasFor<E> = { data: z.ZodType<DataOf<E>> } & ([BodyOf<E>] extends [undefined]
  ? unknown
  : { body: z.ZodType<unknown, BodyOf<E>> }) &
  ([QueryOf<E>] extends [undefined] ? unknown : { query: z.ZodType<unknown, QueryOf<E>> });

type EndpointSchemas = { [Group in keyof Endpoints]: { [Name in keyof Endpoints[Group]]: SchemasFor<Endpoints[Group][Name]> } };

const nothing = z.null();

/** A resource's list, create, update and delete: the record out, the body in. */
const crud = <Data extends z.ZodType, Body extends z.ZodType>(record: Data, body: Body) => ({
  list: { data: z.array(record) },
  create: { body, data: record },
  update: { body, query: updateQuerySchema, data: record },
  delete: { data: deletedSchema },
});

export const endpointSchemas = {
  auth: {
    login: { body: loginSchema, data: z.object({ token: z.string() }) },
    logout: { data: nothing },
    changePassword: { body: changePasswordSchema, data: nothing },
    forgotPassword: { body: forgotPasswordSchema, data: nothing },
    resetPassword: { body: resetPasswordSchema, data: z.object({ token: z.string() }) },
    me: { data: meSchema },
    acceptInvite: { body: acceptInviteSchema, data: z.object({ token: z.string() }) },
  },
  users: {
    list: { data: z.array(staffUserSchema) },
    create: { body: createAdminSchema, data: staffUserSchema },
    update: { body: updateUserSchema, data: staffUserSchema },
    delete: { data: deletedSchema },
  },
  audit: {
    list: { query: auditListParamsSchema, data: z.array(auditEntrySchema) },
    export: { query: auditExportParamsSchema, data: z.string() },
  },
  trash: {
    list: { data: z.array(trashItemSchema) },
    restore: { data: trashItemSchema },
  },
  staff: {
    list: { data: z.array(staffAccountSchema) },
    invite: { body: inviteSchema, data: staffAccountSchema },
    update: { body: staffPatchSchema, data: staffAccountSchema },
    delete: { data: deletedSchema },
  },
  categories: crud(categoryRecordSchema, categorySchema),
  packages: crud(packageRecordSchema, packageSchema),
  teamMembers: crud(teamMemberRecordSchema, teamMemberSchema),
  queries: {
    create: { body: createQuerySchema, data: queryCreatedSchema },
    verifyOtp: { body: verifyOtpSchema, data: queryVerifiedSchema },
    resendOtp: { body: resendOtpSchema, data: queryCreatedSchema },
    challenge: { data: altchaChallengeSchema },
    list: { query: queryListParamsSchema, data: z.array(queryRecordSchema) },
    get: { data: queryDetailSchema },
    update: { body: queryPatchSchema, data: queryRecordSchema },
    delete: { data: deletedSchema },
    export: { query: queryExportParamsSchema, data: z.string() },
    presence: { data: presenceSchema },
    leave: { data: presenceSchema },
    bulk: { body: queryBulkSchema, data: bulkResultSchema },
    addNote: { body: queryNoteSchema, data: queryNoteRecordSchema },
    reply: { body: queryReplySchema, data: replySentSchema },
    deliveries: { data: z.array(deliveryRecordSchema) },
    retryDelivery: { data: deliveryRecordSchema },
    thread: { data: z.array(threadEntrySchema) },
    attachment: { data: z.string() },
  },
  savedReplies: {
    list: { data: z.array(savedReplyRecordSchema) },
    create: { body: savedReplySchema, data: savedReplyRecordSchema },
    update: { body: savedReplyPatchSchema, data: savedReplyRecordSchema },
    delete: { data: deletedSchema },
  },
  inbound: {
    mail: { data: inboundThreadedSchema },
  },
  deliveries: {
    list: { query: deliveryListParamsSchema, data: z.array(deliveryRecordSchema) },
  },
  stats: {
    get: { query: statsParamsSchema, data: statsSchema },
  },
  events: {
    ticket: { data: eventTicketSchema },
    stream: { query: eventStreamParamsSchema, data: z.string() },
  },
  content: {
    get: { data: siteContentSchema },
  },
  legalPages: {
    list: { data: z.array(legalPageSummarySchema) },
    get: { data: legalPageRecordSchema },
  },
  health: {
    get: { data: healthReportSchema },
  },
} satisfies EndpointSchemas;

/** An endpoint of the table with its schemas beside it. */
export type Contracted<E, S> = E & { readonly schemas: S };

type EndpointSchemaTable = typeof endpointSchemas;

/**
 * The table and its schemas as one: `contract.categories.create` is `endpoints.categories.create`
 * with `.schemas` from `endpointSchemas.categories.create`. The server registers every /api/v1
 * route from it (cms/src/api/route.ts), so a route cannot name one endpoint and parse with another's schema.
 */
export type Contract = {
  [Group in keyof Endpoints]: { [Name in keyof Endpoints[Group]]: Contracted<Endpoints[Group][Name], EndpointSchemaTable[Group][Name & keyof EndpointSchemaTable[Group]]> };
};

export const contract = Object.fromEntries(
  Object.entries(endpoints).map(([group, table]) => [
    group,
    Object.fromEntries(
      Object.entries(table).map(([name, endpoint]) => [
        name,
        { ...endpoint, schemas: (endpointSchemas as Record<string, Record<string, unknown>>)[group]![name] },
      ]),
    ),
  ]),
) as Contract;
