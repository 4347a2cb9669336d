import * as migration_20261122_153709_initial from './20261122_153709_initial';
import * as migration_20261123_152047_media_storage_fields from './20261123_152047_media_storage_fields';
import * as migration_20261123_184315_support_inbox from './20261123_184315_support_inbox';
import * as migration_20261123_193500_inbox_performance from './20261123_193500_inbox_performance';
import * as migration_20261123_211747_drafts_legal_pages from './20261123_211747_drafts_legal_pages';
import * as migration_20261123_212049_seed_state_legal from './20261123_212049_seed_state_legal';
import * as migration_20261123_213500_status_sort_index from './20261123_213500_status_sort_index';
import * as migration_20261123_215811_seo_fields from './20261123_215811_seo_fields';
import * as migration_20261123_222051_image_sizes from './20261123_222051_image_sizes';
import * as migration_20261123_223500_verified_search_index from './20261123_223500_verified_search_index';
import * as migration_20261126_213500_search_text from './20261126_213500_search_text';
import * as migration_20261126_233000_verified_at_by_service from './20261126_233000_verified_at_by_service';
import * as migration_20261127_122057_inbound_mail from './20261127_122057_inbound_mail';
import * as migration_20261127_123920_query_reference from './20261127_123920_query_reference';
import * as migration_20261127_130121_query_timeline from './20261127_130121_query_timeline';
import * as migration_20261127_132904_saved_replies from './20261127_132904_saved_replies';
import * as migration_20261127_154237_response_target from './20261127_154237_response_target';
import * as migration_20261127_190252_staff_roles from './20261127_190252_staff_roles';
import * as migration_20261127_192935_audit_log from './20261127_192935_audit_log';
import * as migration_20261127_195400_trash from './20261127_195400_trash';

export const migrations = [
  {
    up: migration_20261122_153709_initial.up,
    down: migration_20261122_153709_initial.down,
    name: '20261122_153709_initial',
  },
  {
    up: migration_20261123_152047_media_storage_fields.up,
    down: migration_20261123_152047_media_storage_fields.down,
    name: '20261123_152047_media_storage_fields',
  },
  {
    up: migration_20261123_184315_support_inbox.up,
    down: migration_20261123_184315_support_inbox.down,
    name: '20261123_184315_support_inbox',
  },
  {
    up: migration_20261123_193500_inbox_performance.up,
    down: migration_20261123_193500_inbox_performance.down,
    name: '20261123_193500_inbox_performance',
  },
  {
    up: migration_20261123_211747_drafts_legal_pages.up,
    down: migration_20261123_211747_drafts_legal_pages.down,
    name: '20261123_211747_drafts_legal_pages',
  },
  {
    up: migration_20261123_212049_seed_state_legal.up,
    down: migration_20261123_212049_seed_state_legal.down,
    name: '20261123_212049_seed_state_legal',
  },
  {
    up: migration_20261123_213500_status_sort_index.up,
    down: migration_20261123_213500_status_sort_index.down,
    name: '20261123_213500_status_sort_index',
  },
  {
    up: migration_20261123_215811_seo_fields.up,
    down: migration_20261123_215811_seo_fields.down,
    name: '20261123_215811_seo_fields',
  },
  {
    up: migration_20261123_222051_image_sizes.up,
    down: migration_20261123_222051_image_sizes.down,
    name: '20261123_222051_image_sizes'
  },
  {
    up: migration_20261123_223500_verified_search_index.up,
    down: migration_20261123_223500_verified_search_index.down,
    name: '20261123_223500_verified_search_index',
  },
  {
    up: migration_20261126_213500_search_text.up,
    down: migration_20261126_213500_search_text.down,
    name: '20261126_213500_search_text',
  },
  {
    up: migration_20261126_233000_verified_at_by_service.up,
    down: migration_20261126_233000_verified_at_by_service.down,
    name: '20261126_233000_verified_at_by_service',
  },
  {
    up: migration_20261127_122057_inbound_mail.up,
    down: migration_20261127_122057_inbound_mail.down,
    name: '20261127_122057_inbound_mail',
  },
  {
    up: migration_20261127_123920_query_reference.up,
    down: migration_20261127_123920_query_reference.down,
    name: '20261127_123920_query_reference',
  },
  {
    up: migration_20261127_130121_query_timeline.up,
    down: migration_20261127_130121_query_timeline.down,
    name: '20261127_130121_query_timeline',
  },
  {
    up: migration_20261127_132904_saved_replies.up,
    down: migration_20261127_132904_saved_replies.down,
    name: '20261127_132904_saved_replies',
  },
  {
    up: migration_20261127_154237_response_target.up,
    down: migration_20261127_154237_response_target.down,
    name: '20261127_154237_response_target',
  },
  {
    up: migration_20261127_190252_staff_roles.up,
    down: migration_20261127_190252_staff_roles.down,
    name: '20261127_190252_staff_roles',
  },
  {
    up: migration_20261127_192935_audit_log.up,
    down: migration_20261127_192935_audit_log.down,
    name: '20261127_192935_audit_log',
  },
  {
    up: migration_20261127_195400_trash.up,
    down: migration_20261127_195400_trash.down,
    name: '20261127_195400_trash',
  },
];
