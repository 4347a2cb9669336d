import type { z } from 'zod';

import type { AltchaChallenge } from './proof-of-work';
import type { Role } from './types';
import type * as schemas from './schemas';
import type {
  BulkResult,
  Category,
  Delivery,
  HealthReport,
  InboundThreaded,
  ThreadEntry,
  SavedReply,
  LegalPage,
  LegalPageSummary,
  Package,
  Query,
  QueryDetail,
  QueryNote,
  ReplySent,
  SiteContent,
  StaffUser,
  Me,
  AuditEntry,
  TrashItem,
  StaffAccount,
  Stats,
  TeamMember,
  Presence,
  EventTicket,
} from './types';

/**
 * The one table of the `/api/v1` endpoints: method, path and who may call, by resource.
 *
 *   endpoints.packages.update.method            'PUT'
 *   endpoints.packages.update.path              '/package/update-package/:id'  (an Express route, under apiBasePath)
 *   endpoints.packages.update.href({ id })      '/package/update-package/<id, URL-encoded>'
 *   apiBasePath + endpoints.content.get.path    '/api/v1/content'
 *
 * Each entry also carries, for the type checker only, its body, query and `data` types
 * (`BodyOf`, `QueryOf`, `DataOf`). The zod schemas that validate them are in
 * `endpoint-schemas.ts`, keyed the same way; they live apart so that this file holds no zod
 * and the public site's home page can import it without the validator.
 */
export const apiBasePath = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call. `public`: anyone. `public-or-staff`: anyone, and a staff token sees more (the team
 * list with e-mail addresses, health with the worker). `webhook`: a mail provider's call, with
 * `Authorization: Bearer <INBOUND_WEBHOOK_SECRET>`. The rest need a staff
 * `Authorization: Bearer <token>` whose account's role is in the group (`accessRoles`): `staff`
 * any role, `owner` the owner, `content` what the site says, `inbox` the queries.
 */
export type Access = 'public' | 'public-or-staff' | 'webhook' | RoleGroup;

export type RoleGroup = 'staff' | 'owner' | 'content' | 'inbox';

/** The roles (limits.ts) each group lets in; the CMS's access functions read the same table. */
export const accessRoles = {
  staff: ['owner', 'editor', 'support'],
  owner: ['owner'],
  content: ['owner', 'editor'],
  inbox: ['owner', 'support'],
} as const satisfies Record<RoleGroup, readonly Role[]>;

/** Whether `role` may call an endpoint of `access` (public ones: anyone). */
export function mayCall(access: Access, role: Role | undefined): boolean {
  if (access === 'public' || access === 'public-or-staff' || access === 'webhook') return true;
  return role !== undefined && (accessRoles[access] as readonly Role[]).includes(role);
}

/** The `:name` segments of an Express path. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type HrefArgs<Path extends string> = [PathParams<Path>] extends [never] ? [] : [params: Record<PathParams<Path>, string | number>];

/** What travels, for the type checker only: never set at run time. */
interface Shapes<Body, Query, Data> {
  body: Body;
  query: Query;
  data: Data;
}

export interface Endpoint<Path extends string = string, Body = unknown, Query = unknown, Data = unknown> {
  readonly method: HttpMethod;
  readonly path: Path;
  readonly access: Access;
  /** How the body travels; absent when there is none. `message` is a raw mail (`message/rfc822`). */
  readonly body?: 'json' | 'multipart' | 'message';
  /** The path with its `:params` filled in (URL-encoded), relative to `apiBasePath`. */
  readonly href: (...params: HrefArgs<Path>) => string;
  readonly shapes?: Shapes<Body, Query, Data>;
}

export type BodyOf<E> = E extends Endpoint<string, infer Body> ? Body : never;
export type QueryOf<E> = E extends Endpoint<string, unknown, infer Query> ? Query : never;
/** A request body or query as the client sends it (before the server's schema trims and defaults it). */
type In<Schema extends z.ZodType> = z.input<Schema>;

export type DataOf<E> = E extends Endpoint<string, unknown, unknown, infer Data> ? Data : never;

function endpoint<Data, Body = undefined, Query = undefined>() {
  return <const Path extends string>(
    method: HttpMethod,
    path: Path,
    access: Access,
    body?: 'json' | 'multipart' | 'message',
  ): Endpoint<Path, Body, Query, Data> => ({
    method,
    path,
    access,
    ...(body ? { body } : {}),
    href: (...[params]: HrefArgs<Path>) =>
      path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String((params as Record<string, string | number>)[name]))),
  });
}

/** What a delete answers: the id of what is gone. */
export interface Deleted {
  _id: string;
}

/**
 * An update's query: `overwriteDraft=true` publishes over a newer draft an editor saved in the CMS
 * panel, which is otherwise refused with 409 (`twoTools.overwriteDraftParam`, decision 027).
 */
export interface UpdateQuery {
  overwriteDraft?: 'true';
}

/**
 * A resource's four endpoints: `list` GET (public unless told), `create` POST, `update` PUT and
 * `delete` DELETE for the content roles, with the bodies as JSON unless told.
 */
function crud<Data, Body>({ listAccess = 'public', body = 'json' }: { listAccess?: Access; body?: 'json' | 'multipart' } = {}) {
  return <const List extends string, const Create extends string, const Update extends string, const Delete extends string>(paths: {
    list: List;
    create: Create;
    update: Update;
    delete: Delete;
  }) => ({
    list: endpoint<Data[]>()('GET', paths.list, listAccess),
    create: endpoint<Data, Body>()('POST', paths.create, 'content', body),
    update: endpoint<Data, Body, UpdateQuery>()('PUT', paths.update, 'content', body),
    delete: endpoint<Deleted>()('DELETE', paths.delete, 'content'),
  });
}

export const endpoints = {
  auth: {
    login: endpoint<{ token: string }, In<typeof schemas.loginSchema>>()('POST', '/auth/login', 'public', 'json'),
    /** Ends this token's session on the server. */
    logout: endpoint<null>()('POST', '/auth/logout', 'staff'),
    changePassword: endpoint<null, In<typeof schemas.changePasswordSchema>>()('POST', '/auth/change-password', 'staff', 'json'),
    /** Mails a link to choose a new password (valid 1 h, once); the same answer for any address. */
    forgotPassword: endpoint<null, In<typeof schemas.forgotPasswordSchema>>()('POST', '/auth/forgot-password', 'public', 'json'),
    /** Sets the password of the link's account, ends its other sessions and signs it in. */
    resetPassword: endpoint<{ token: string }, In<typeof schemas.resetPasswordSchema>>()('POST', '/auth/reset-password', 'public', 'json'),
    /** The signed-in person: who they are and their role. */
    me: endpoint<Me>()('GET', '/auth/me', 'staff'),
    /** Sets the invited account's password (and name) from the mailed link, once and within `accountLimits.inviteHours`; signs it in. */
    acceptInvite: endpoint<{ token: string }, In<typeof schemas.acceptInviteSchema>>()('POST', '/auth/accept-invite', 'public', 'json'),
  },
  /** The spec's accounts: everyone lists colleagues (to assign a query) and edits their own; the owner the rest. */
  users: {
    list: endpoint<StaffUser[]>()('GET', '/auth', 'staff'),
    create: endpoint<StaffUser, In<typeof schemas.createAdminSchema>>()('POST', '/user/create-admin', 'owner', 'json'),
    /** An owner edits anyone's; everyone else only their own (403). */
    update: endpoint<StaffUser, In<typeof schemas.updateUserSchema>>()('PUT', '/auth/:id', 'staff', 'json'),
    delete: endpoint<Deleted>()('DELETE', '/auth/:id', 'owner'),
  },
  /** The owner's account management: roles, invitations, disabling. The last active owner stays (409). */
  staff: {
    list: endpoint<StaffAccount[]>()('GET', '/staff', 'owner'),
    /** Creates an invited account and mails it a single-use link to `/accept-invite?token=…`. */
    invite: endpoint<StaffAccount, In<typeof schemas.inviteSchema>>()('POST', '/staff/invite', 'owner', 'json'),
    /** Disabling ends the account's sessions at once. */
    update: endpoint<StaffAccount, In<typeof schemas.staffPatchSchema>>()('PATCH', '/staff/:id', 'owner', 'json'),
    delete: endpoint<Deleted>()('DELETE', '/staff/:id', 'owner'),
  },
  categories: crud<Category, In<typeof schemas.categorySchema>>()({
    list: '/category/get-all-category',
    create: '/category/create',
    update: '/category/update-category/:id',
    delete: '/category/delete-category/:id',
  }),
  packages: crud<Package, In<typeof schemas.packageSchema>>()({
    list: '/package/get-all-package',
    create: '/package/create',
    update: '/package/update-package/:id',
    delete: '/package/delete-package/:id',
  }),
  /** The list is without e-mail addresses unless a staff token comes with it; writes are multipart. */
  teamMembers: crud<TeamMember, In<typeof schemas.teamMemberSchema>>({ listAccess: 'public-or-staff', body: 'multipart' })({
    list: '/team-member/get-all',
    create: '/team-member/create',
    update: '/team-member/update/:id',
    delete: '/team-member/delete/:id',
  }),
  queries: {
    /** The visitor's side: submit (a code is mailed), verify the code, ask for a new one. */
    create: endpoint<{ id: string }, In<typeof schemas.createQuerySchema>>()('POST', '/query/create', 'public', 'json'),
    verifyOtp: endpoint<{ id: string; isVerified: true }, In<typeof schemas.verifyOtpSchema>>()(
      'POST',
      '/query/verify-otp',
      'public',
      'json',
    ),
    resendOtp: endpoint<{ id: string }, In<typeof schemas.resendOtpSchema>>()('POST', '/query/resend-otp', 'public', 'json'),
    /** A proof-of-work challenge (ALTCHA), for a create or resend answered 428 (proof-of-work.ts). */
    challenge: endpoint<AltchaChallenge>()('GET', '/query/challenge', 'public'),
    /** Staff: paged, with `meta` beside `data`. */
    list: endpoint<Query[], undefined, In<typeof schemas.queryListParamsSchema>>()('GET', '/query', 'inbox'),
    /** With its notes and replies. */
    get: endpoint<QueryDetail>()('GET', '/query/:id', 'inbox'),
    update: endpoint<Query, In<typeof schemas.queryPatchSchema>>()('PATCH', '/query/:id', 'inbox', 'json'),
    delete: endpoint<Deleted>()('DELETE', '/query/:id', 'inbox'),
    // Support inbox.
    /**
     * Every row matching the list's filters as `text/csv` (a header row; no envelope, no paging).
     * `data` is the CSV text; the request client reads JSON only, so fetch it as a file.
     */
    export: endpoint<string, undefined, In<typeof schemas.queryExportParamsSchema>>()('GET', '/query/export', 'inbox'),
    /** Delete, or set the status of, up to `inboxLimits.bulkIdsMax` queries. */
    bulk: endpoint<BulkResult, In<typeof schemas.queryBulkSchema>>()('POST', '/query/bulk', 'inbox', 'json'),
    /** Appends a note by the caller. */
    addNote: endpoint<QueryNote, In<typeof schemas.queryNoteSchema>>()('POST', '/query/:id/notes', 'inbox', 'json'),
    /** Mails the visitor (reply-to the caller), records it as a `reply` note and sets the status to `answered`. */
    reply: endpoint<ReplySent, In<typeof schemas.queryReplySchema>>()('POST', '/query/:id/reply', 'inbox', 'json'),
    /** Every mail of the query, newest first. */
    deliveries: endpoint<Delivery[]>()('GET', '/query/:id/deliveries', 'inbox'),
    /** Re-queues a `failed` mail. */
    retryDelivery: endpoint<Delivery>()('POST', '/query/:id/deliveries/:deliveryId/retry', 'inbox'),
    /** The query's timeline, oldest first: its message, notes, replies, the visitor's answers and the workflow's changes. */
    thread: endpoint<ThreadEntry[]>()('GET', '/query/:id/thread', 'inbox'),
    /** A file of a visitor's answer, as a download (no envelope); `data` is the file. */
    attachment: endpoint<string>()('GET', '/query/:id/attachments/:attachmentId', 'inbox'),
    /** The caller views the query (a heartbeat every `liveLimits.presenceHeartbeatSeconds`); answers who views it now. */
    presence: endpoint<Presence>()('POST', '/query/:id/presence', 'inbox'),
    /** The caller stopped viewing the query. */
    leave: endpoint<Presence>()('DELETE', '/query/:id/presence', 'inbox'),
  },
  events: {
    /** A single-use ticket for `GET /events?ticket=…` (EventSource cannot send the token). */
    ticket: endpoint<EventTicket>()('POST', '/events/ticket', 'inbox'),
    /**
     * Server-Sent Events for staff (`text/event-stream`, no envelope): `query.created`,
     * `query.updated`, `query.thread`, `query.deleted` with `{ id }`, and `presence` with
     * `{ queryId, viewers }`. The token in the Authorization header, or `?ticket=`.
     */
    stream: endpoint<string, undefined, In<typeof schemas.eventStreamParamsSchema>>()('GET', '/events', 'inbox'),
  },
  savedReplies: {
    /** Every saved reply, by title. */
    list: endpoint<SavedReply[]>()('GET', '/saved-replies', 'inbox'),
    create: endpoint<SavedReply, In<typeof schemas.savedReplySchema>>()('POST', '/saved-replies', 'inbox', 'json'),
    update: endpoint<SavedReply, In<typeof schemas.savedReplyPatchSchema>>()('PATCH', '/saved-replies/:id', 'inbox', 'json'),
    delete: endpoint<Deleted>()('DELETE', '/saved-replies/:id', 'inbox'),
  },
  /** Every change through either API, newest first (owner). No route changes or deletes an entry. */
  audit: {
    list: endpoint<AuditEntry[], undefined, In<typeof schemas.auditListParamsSchema>>()('GET', '/audit', 'owner'),
    /** Every entry matching the filters as `text/csv` (a header row; no envelope, no paging). */
    export: endpoint<string, undefined, In<typeof schemas.auditExportParamsSchema>>()('GET', '/audit/export', 'owner'),
  },
  /** What a delete of a package, category, team member, legal page or image moved aside (owner, editor). */
  trash: {
    /** Every item in the trash, newest first. */
    list: endpoint<TrashItem[]>()('GET', '/trash', 'content'),
    /** Brings the item back as it was, with its relations (a package's trashed category comes back too). */
    restore: endpoint<TrashItem>()('POST', '/trash/:resource/:id/restore', 'content'),
  },
  inbound: {
    /** A raw mail from a provider's inbound hook: 202 when threaded into its query, 422 when it names none. */
    mail: endpoint<InboundThreaded>()('POST', '/inbound/mail', 'webhook', 'message'),
  },
  deliveries: {
    /** Every mail across queries, newest first; paged, with `meta` beside `data`. */
    list: endpoint<Delivery[], undefined, In<typeof schemas.deliveryListParamsSchema>>()('GET', '/deliveries', 'inbox'),
  },
  stats: {
    /** The overview's figures for a range (default: the last 12 weeks). */
    get: endpoint<Stats, undefined, In<typeof schemas.statsParamsSchema>>()('GET', '/stats', 'inbox'),
  },
  content: {
    get: endpoint<SiteContent>()('GET', '/content', 'public'),
  },
  legalPages: {
    /** Every published legal page, without its text; editors write them in the CMS panel. */
    list: endpoint<LegalPageSummary[]>()('GET', '/legal-pages', 'public'),
    /** One published legal page with its text; 404 for an unknown or unpublished slug. */
    get: endpoint<LegalPage>()('GET', '/legal-pages/:slug', 'public'),
  },
  health: {
    /** 200 or 503, both with `data`; staff tokens also see the mail worker and queue. */
    get: endpoint<HealthReport>()('GET', '/health', 'public-or-staff'),
  },
} as const;

export type Endpoints = typeof endpoints;
