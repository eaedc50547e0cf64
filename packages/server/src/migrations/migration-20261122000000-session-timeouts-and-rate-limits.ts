import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions get an absolute deadline beside the idle one (`expires_at`); rows
 * signed in before this keep their current deadline as both. Sign-in and
 * registration attempts are counted in `rate_limits`, shared by every process.
 */
export class Migration20261122000000_session_timeouts_and_rate_limits extends Migration {
  override name = 'Migration20261122000000_session_timeouts_and_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`alter table "sessions" add "absolute_expires_at" timestamptz null;`);
    this.addSql(`update "sessions" set "absolute_expires_at" = "expires_at";`);
    this.addSql(`alter table "sessions" alter column "absolute_expires_at" set not null;`);

    this.addSql(
      `create table "rate_limits" ("key" text not null, "hits" int not null, "window_ends_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(
      `create index "rate_limits_window_ends_at_index" on "rate_limits" ("window_ends_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`alter table "sessions" drop column "absolute_expires_at";`);
  }
}
