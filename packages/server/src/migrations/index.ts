import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121222139_initial } from './migration-20261121222139-initial';

/** Every migration, oldest first. Rewritten by `pnpm migration:create`. */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121222139_initial', class: Migration20261121222139_initial },
];
