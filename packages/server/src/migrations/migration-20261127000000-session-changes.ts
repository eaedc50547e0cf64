import { Migration } from '@mikro-orm/migrations';

/**
 * Each server process keeps the sessions it has just read
 * (session-cache.ts) and forgets one when PostgreSQL says it changed: the
 * triggers declared on the Session and User entities notify when a session
 * is deleted, cut short or given other data, or its user's name or email
 * changes, whoever made the change. Written as `schema.getUpdateSchemaSQL()`
 * puts those declarations.
 */
export class Migration20261127000000_session_changes extends Migration {
  override name = 'Migration20261127000000_session_changes';

  override up(): void | Promise<void> {
    this.addSql(
      `create or replace function "users_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 'u:' || old.id); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_changed" AFTER UPDATE on "users" for each ROW
  when (((new.username IS DISTINCT FROM old.username) OR (new.email IS DISTINCT FROM old.email) OR (new.first_name IS DISTINCT FROM old.first_name) OR (new.last_name IS DISTINCT FROM old.last_name))) execute function "users_notify_changed_fn"();`);
    this.addSql(
      `create or replace function "sessions_notify_ended_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 's:' || old.id); return null; end; $$ language plpgsql;`,
    );
    this.addSql(
      `create trigger "notify_ended" AFTER DELETE on "sessions" for each ROW execute function "sessions_notify_ended_fn"();`,
    );
    this.addSql(
      `create or replace function "sessions_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 's:' || old.id); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_changed" AFTER UPDATE on "sessions" for each ROW
  when (((new.expires_at < old.expires_at) OR (new.absolute_expires_at < old.absolute_expires_at) OR (new.data IS DISTINCT FROM old.data) OR (new.user_id IS DISTINCT FROM old.user_id))) execute function "sessions_notify_changed_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "notify_ended" on "sessions";`);
    this.addSql(`drop function if exists "sessions_notify_ended_fn"();`);
    this.addSql(`drop trigger if exists "notify_changed" on "sessions";`);
    this.addSql(`drop function if exists "sessions_notify_changed_fn"();`);
    this.addSql(`drop trigger if exists "notify_changed" on "users";`);
    this.addSql(`drop function if exists "users_notify_changed_fn"();`);
  }
}
