import * as migration_20261122_153703_initial from './20261122_153703_initial';

export const migrations = [
  {
    up: migration_20261122_153703_initial.up,
    down: migration_20261122_153703_initial.down,
    name: '20261122_153703_initial'
  },
];
