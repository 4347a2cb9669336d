import * as migration_20261122_153703_initial from './20261122_153703_initial';
import * as migration_20261123_152010_media_storage_fields from './20261123_152010_media_storage_fields';
import * as migration_20261123_184234_support_inbox from './20261123_184234_support_inbox';
import * as migration_20261123_193500_inbox_performance from './20261123_193500_inbox_performance';

export const migrations = [
  {
    up: migration_20261122_153703_initial.up,
    down: migration_20261122_153703_initial.down,
    name: '20261122_153703_initial',
  },
  {
    up: migration_20261123_152010_media_storage_fields.up,
    down: migration_20261123_152010_media_storage_fields.down,
    name: '20261123_152010_media_storage_fields',
  },
  {
    up: migration_20261123_184234_support_inbox.up,
    down: migration_20261123_184234_support_inbox.down,
    name: '20261123_184234_support_inbox'
  },
  {
    up: migration_20261123_193500_inbox_performance.up,
    down: migration_20261123_193500_inbox_performance.down,
    name: '20261123_193500_inbox_performance',
  },
];
