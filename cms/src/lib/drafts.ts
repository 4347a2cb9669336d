import type { CollectionConfig, GlobalConfig } from 'payload';

import type { CacheTag } from './cache';
import { dropAfterCommit } from './cache-hooks';

/** At least 50 versions per document are kept; older ones are pruned by Payload. */
export const versionsKept = 100;

/**
 * Drafts with autosave and scheduled publishing (Payload's jobs queue, lib/scheduled-publish.ts),
 * for every editable piece of public content. The panel saves drafts; the site and /api/v1 read
 * published documents only; /api/v1 writes (the staff dashboard, which has no drafts) publish.
 */
export const draftVersions = {
  drafts: { autosave: { interval: 1500 }, schedulePublish: true, validate: false },
  maxPerDoc: versionsKept,
} as const;

/**
 * The Publish button of drafted documents (collections' `admin.components.edit`, the global's
 * `elements`): Payload's, but its schedule drawer opens on Publish (panel/publish-button.tsx).
 */
export const draftPublishButton = '/panel/publish-button#PublishButton';

/** Data for a write that goes live at once: a document created without it would be a draft. */
export const published = { _status: 'published' } as const;

type Hooks = NonNullable<CollectionConfig['hooks']>;
type GlobalHooks = NonNullable<GlobalConfig['hooks']>;

/** Whether an operation's arguments save a draft only (the published document, the public's, stays as it was). */
const savesDraftOnly = (args: object) => {
  const { draft, data } = args as { draft?: boolean; data?: { _status?: unknown } };
  return Boolean(draft) && data?._status !== 'published';
};
const draftKey = (slug: string) => `agency:saving-draft:${slug}`;

/**
 * Like cache-hooks' invalidateOnChange, but a draft save (the panel's autosave, every second or
 * two while an editor types) leaves the public caches and the rendered pages alone: nothing
 * public changed. Publishing, unpublishing, a restore, a scheduled publish and deletes drop them,
 * on every instance, when their transaction commits (decision 013).
 */
export function invalidateOnPublish(tag: CacheTag): Hooks {
  return {
    beforeOperation: [
      ({ args, operation, collection, context }) => {
        if (operation === 'create' || operation === 'update') context[draftKey(collection.slug)] = savesDraftOnly(args);
        return args;
      },
    ],
    afterChange: [({ req, collection, context }) => (context[draftKey(collection.slug)] ? undefined : dropAfterCommit(tag, req))],
    afterDelete: [({ req }) => dropAfterCommit(tag, req)],
  };
}

export function invalidateGlobalOnPublish(tag: CacheTag): GlobalHooks {
  return {
    beforeOperation: [
      ({ args, operation, global, context }) => {
        if (operation === 'update') context[draftKey(global.slug)] = savesDraftOnly(args);
        return args;
      },
    ],
    afterChange: [({ req, global, context }) => (context[draftKey(global.slug)] ? undefined : dropAfterCommit(tag, req))],
  };
}
