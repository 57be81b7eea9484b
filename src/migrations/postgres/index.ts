import * as migration_20261122_082234_initial from './20261122_082234_initial';

export const migrations = [
  {
    up: migration_20261122_082234_initial.up,
    down: migration_20261122_082234_initial.down,
    name: '20261122_082234_initial'
  },
];
