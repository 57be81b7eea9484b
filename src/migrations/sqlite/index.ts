import * as migration_20261122_081857_initial from './20261122_081857_initial';
import * as migration_20261122_085025_shell_seed_state_coming_soon from './20261122_085025_shell_seed_state_coming_soon';

export const migrations = [
  {
    up: migration_20261122_081857_initial.up,
    down: migration_20261122_081857_initial.down,
    name: '20261122_081857_initial',
  },
  {
    up: migration_20261122_085025_shell_seed_state_coming_soon.up,
    down: migration_20261122_085025_shell_seed_state_coming_soon.down,
    name: '20261122_085025_shell_seed_state_coming_soon'
  },
];
