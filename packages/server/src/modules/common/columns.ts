import { p } from '@mikro-orm/core';

/** Serial primary key, as every SPEC §3 table has. */
export const id = () => p.integer().primary();

/** `created_at`, set by the database on insert (SPEC §3: "defaults to now"). */
export const createdAt = () =>
  p
    .datetime()
    .defaultRaw('current_timestamp')
    .onCreate(() => new Date());

/** `updated_at`, set on insert and on every update through the ORM. */
export const updatedAt = () =>
  p
    .datetime()
    .defaultRaw('current_timestamp')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
