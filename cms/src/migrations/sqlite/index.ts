import * as migration_20261122_153703_initial from './20261122_153703_initial';
import * as migration_20261123_152010_media_storage_fields from './20261123_152010_media_storage_fields';

export const migrations = [
  {
    up: migration_20261122_153703_initial.up,
    down: migration_20261122_153703_initial.down,
    name: '20261122_153703_initial',
  },
  {
    up: migration_20261123_152010_media_storage_fields.up,
    down: migration_20261123_152010_media_storage_fields.down,
    name: '20261123_152010_media_storage_fields'
  },
];
