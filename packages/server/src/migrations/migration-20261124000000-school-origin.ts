import { Migration } from '@mikro-orm/migrations';

/**
 * A student who registered from a school's programme finder keeps the
 * school's site (its origin) on their account, so the school's counselors
 * can be told who came from them. Earlier accounts came from nowhere known.
 */
export class Migration20261124000000_school_origin extends Migration {
  override name = 'Migration20261124000000_school_origin';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "school_origin" text null;`);
    this.addSql(`create index "users_school_origin_index" on "users" ("school_origin");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "users_school_origin_index";`);
    this.addSql(`alter table "users" drop column "school_origin";`);
  }
}
