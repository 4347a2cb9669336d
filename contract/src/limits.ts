/**
 * Every number the product enforces: the business constants, and our own
 * length and size limits (generous for people, small for abuse). The API's schemas, both
 * clients' forms and the cms collections read them from here.
 */
export const limits = {
  nameMin: 2,
  phoneMin: 11,
  messageMin: 10,
  otpLength: 6,
  resendCooldownSeconds: 60,
  adminPageSize: 50,
  messagePreview: 100,
  paginationWindow: 2,
  testimonialCut: 300,
  teamSectionMax: 6,
  portfolioPerTab: 3,
  priceMin: 0,
  priceStep: 0.01,
  priceMax: 1_000_000,
  imageMaxBytes: 5 * 1024 * 1024,
  /** An upload's pixels (all frames of an animation), read from its header: MEDIA_MAX_PIXELS's default. */
  imageMaxPixels: 50_000_000,
  /** An upload's longest side, in pixels. */
  imageMaxSide: 16_384,
  /**
   * How many times its shorter side an upload's longer side may be. Cropped renditions scale the
   * short side up to the crop's (630 px for a link preview): a 16384x8 strip would be enlarged to
   * 813 megapixels before the crop. At 20:1 no rendition's intermediate passes 30 megapixels.
   */
  imageMaxAspect: 20,
  /** A category's or a visitor's name. */
  nameMax: 100,
  /** Other one-line text: package and team member names, roles, features, image alt text. */
  textMax: 200,
  /** A package description, a visitor's message. */
  longTextMax: 5000,
  /** A visitor's answer by mail, without the quoted history; longer answers are cut here. */
  inboundTextMax: 20_000,
  phoneMax: 30,
  emailMax: 254,
  urlMax: 2000,
  passwordMin: 8,
  passwordMax: 128,
  featuresMin: 1,
  featuresMax: 50,
  skillsMax: 30,
  skillMax: 60,
  idMax: 64,
  searchTermMax: 200,
  /** The largest page of the staff query list, and the highest page number asked for. */
  pageSizeMax: 100,
  pageMax: 100_000,
  /** The hidden field bots fill in. */
  honeypotMax: 500,
  /** The `altcha` field, a solved proof of work (about 600 characters): generous for clients, small for abuse. */
  altchaMax: 4000,
} as const;

/** What content editors may enter in the site-content global (CMS panel). */
export const contentLimits = {
  textMax: 300,
  longTextMax: 3000,
  /** Card titles, stat descriptions, client and testimonial names and roles. */
  titleMax: 100,
  /** Button labels, phone and messaging numbers, subscriber counts. */
  labelMax: 40,
  socialLabelMax: 60,
  statSuffixMax: 4,
  videoIdMax: 20,
  videoTitleMax: 200,
  linkMax: 500,
  addressMax: 300,
  statsMax: 6,
  cardsMax: 6,
  faqMax: 20,
  videosPerTabMax: 12,
  clientsMax: 40,
  testimonialsMax: 40,
  socialLinksMax: 8,
} as const;

export const priceBases = ['per month', 'per video'] as const;
export type PriceBasis = (typeof priceBases)[number];

// Support inbox -----------------------------------------------------------------

/** A query's place in the support workflow; new queries start at `new`. */
/**
 * The people behind the sign-in: the owner runs the agency (everything, and alone manages
 * accounts and reads the audit log), an editor writes what the site says (content and media, the
 * CMS panel), support answers the inbox. Decision 036.
 */
export const roles = ['owner', 'editor', 'support'] as const;
export const roleLabels = { owner: 'Owner', editor: 'Editor', support: 'Support' } as const satisfies Record<
  (typeof roles)[number],
  string
>;

/** An account: signed up and allowed in, invited and not yet signed up, or turned away by an owner. */
export const accountStatuses = ['active', 'invited', 'disabled'] as const;

/** What the audit log records (decision 037), each with the label the dashboard's filter shows. */
export const auditActionLabels = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  restore: 'Restore',
  draft: 'Draft saved',
  publish: 'Publish',
  unpublish: 'Unpublish',
  'role.change': 'Role change',
  disable: 'Disable account',
  enable: 'Enable account',
  'password.change': 'Password change',
  'password.reset': 'Password reset',
  invite: 'Invite',
  'invite.accept': 'Invitation accepted',
  'sign-in': 'Sign-in',
  'sign-in.failed': 'Failed sign-in',
  'sign-out': 'Sign-out',
  export: 'Export',
} as const;
export type AuditAction = keyof typeof auditActionLabels;

/** The records the audit log names (Payload's collections and globals), with the dashboard's labels. */
export const auditResourceLabels = {
  packages: 'Packages',
  categories: 'Categories',
  'team-members': 'Team members',
  'legal-pages': 'Legal pages',
  media: 'Media',
  'site-content': 'Site content',
  queries: 'Queries',
  'query-notes': 'Query notes',
  'query-attachments': 'Query attachments',
  'saved-replies': 'Saved replies',
  'inbox-settings': 'Inbox settings',
  users: 'Staff accounts',
} as const;

/** What a delete moves to the trash instead of destroying it (Payload slugs, as the audit log names them). */
export const trashResources = ['packages', 'categories', 'team-members', 'legal-pages', 'media'] as const;

/** How long an item stays in the trash before the purge destroys it (TRASH_DAYS' default). */
export const trashDaysDefault = 30;

export const accountLimits = {
  /** How long an invitation's link works. */
  inviteHours: 72,
} as const;

export const queryStatuses = ['new', 'in-progress', 'answered', 'closed'] as const;
export type QueryStatus = (typeof queryStatuses)[number];
/** Every status but `closed`: the ones the overview counts as open. */
export const openQueryStatuses = ['new', 'in-progress', 'answered'] as const;
/** The statuses in which a visitor may be waiting for a staff reply (`awaitingReplySince`). */
export const waitingQueryStatuses = ['new', 'in-progress'] as const;
/** The list's `waiting` filter: every query waiting for a reply, or those past the response target. */
export const queryWaitingFilters = ['unanswered', 'overdue'] as const;
/** The query list's and export's orders; `-` is descending. */
export const querySorts = ['createdAt', '-createdAt', 'name', 'status'] as const;
export const queryNoteKinds = ['note', 'reply', 'inbound'] as const;
/** What a query's log keeps besides its notes: the workflow's changes, for its timeline. */
export const queryLogKinds = [...queryNoteKinds, 'status', 'assignment'] as const;
/** The kinds of a query's timeline (`GET /query/:id/thread`): the visitor's message first, then its log. */
export const threadKinds = ['message', ...queryLogKinds] as const;
export const deliveryKinds = ['code', 'reply', 'staff-notification', 'assignment', 'visitor-answer', 'receipt'] as const;
export const deliveryStates = ['queued', 'sent', 'retrying', 'failed'] as const;
/** The events of `GET /events` (Server-Sent Events): a query's changes, each `{ id }`, and who views a query. */
export const queryEventTypes = ['query.created', 'query.updated', 'query.thread', 'query.deleted'] as const;
export const liveEventTypes = [...queryEventTypes, 'presence'] as const;
export const liveLimits = {
  /** A viewer's presence heartbeat (`POST /query/:id/presence`) comes this often… */
  presenceHeartbeatSeconds: 15,
  /** …and a viewer whose heartbeat stopped is gone after this long. */
  presenceTtlSeconds: 45,
  /** A stream's ticket (`POST /events/ticket`) opens one stream, within this long. */
  ticketTtlSeconds: 60,
  /** A comment line this often keeps an idle stream open through balancers. */
  keepAliveSeconds: 20,
} as const;
export const inboxLimits = {
  /** Ids per `POST /query/bulk`. */
  bulkIdsMax: 500,
  /** The overview's default range, when `from` is not given. */
  statsDefaultWeeks: 12,
  /** The overview's longest range. */
  statsMaxYears: 5,
  /** Hours within which a visitor should get a staff reply (the inbox settings' default, and its bounds). */
  responseTargetHoursDefault: 24,
  responseTargetHoursMin: 1,
  responseTargetHoursMax: 720,
} as const;
