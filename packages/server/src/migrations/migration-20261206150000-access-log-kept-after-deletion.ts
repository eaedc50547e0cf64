import { Migration } from '@mikro-orm/migrations';

/**
 * The access log outlives a deleted student as their school's record: each
 * read names its school, and once the student is gone, no student and the
 * day it is purged. Reads from before name the school their reader (or, the
 * reader gone, the student) is in now; a parent's read names none.
 */
export class Migration20261206150000_access_log_kept_after_deletion extends Migration {
  override name = 'Migration20261206150000_access_log_kept_after_deletion';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "data_views" add column "school_id" int null, add column "kept_until" timestamptz null;`,
    );
    this.addSql(`alter table "data_views" alter column "student_id" drop not null;`);
    this.addSql(
      `alter table "data_views" add constraint "data_views_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(`create index "data_views_kept_until_index" on "data_views" ("kept_until");`);
    this.addSql(
      `alter table "data_views" add constraint "data_views_kept_until_check" check (student_id is not null or kept_until is not null);`,
    );
    this.addSql(
      `update "data_views" as "v" set "school_id" = coalesce((select "school_id" from "users" where "id" = "v"."viewer_id"), (select "school_id" from "users" where "id" = "v"."student_id")) where "v"."viewer_role" <> 'parent';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "data_views" where "student_id" is null;`);
    this.addSql(`alter table "data_views" drop constraint "data_views_kept_until_check";`);
    this.addSql(`drop index "data_views_kept_until_index";`);
    this.addSql(`alter table "data_views" drop constraint "data_views_school_id_foreign";`);
    this.addSql(`alter table "data_views" drop column "school_id", drop column "kept_until";`);
    this.addSql(`alter table "data_views" alter column "student_id" set not null;`);
  }
}
