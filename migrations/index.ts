import * as migration_20261121_144803_initial from './20261121_144803_initial';

export const migrations = [
  {
    up: migration_20261121_144803_initial.up,
    down: migration_20261121_144803_initial.down,
    name: '20261121_144803_initial'
  },
];
