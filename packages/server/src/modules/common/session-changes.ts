/** The channel PostgreSQL notifies of sessions and users that changed (session-cache.ts listens). */
export const SESSION_CHANGES_CHANNEL = 'puente_session_changes';

/**
 * A trigger's body that notifies the changed row's id, after `kind`: `s` a
 * session (its id), `u` a user (all of their sessions).
 */
export const notifySessionChange = (kind: 's' | 'u') =>
  `perform pg_notify('${SESSION_CHANGES_CHANNEL}', '${kind}:' || old.id); return null;`;

/**
 * An update trigger's WHEN: any of `conditions`, or any of `columns` changed.
 * Written as PostgreSQL writes it back, so that the schema's diff against
 * the entities finds nothing to change.
 */
export const whenAny = (conditions: string[], columns: string[] = []) =>
  `(${[...conditions, ...columns.map((column) => `new.${column} IS DISTINCT FROM old.${column}`)]
    .map((condition) => `(${condition})`)
    .join(' OR ')})`;
