import { Migration } from '@mikro-orm/migrations';

/**
 * Counselor notes on a student, private to staff or shared with the student,
 * and the recommended content staff assign, whose Completed state the
 * student sets (docs/product/tracker.md).
 */
export class Migration20261128174945_notes_and_assignments extends Migration {
  override name = 'Migration20261128174945_notes_and_assignments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "counselor_notes" ("id" serial primary key, "student_id" int not null, "school_id" int not null, "author_id" int null, "author_name" text not null, "text" text not null, "visibility" text not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `create index "counselor_notes_student_id_school_id_created_at_index" on "counselor_notes" ("student_id", "school_id", "created_at");`,
    );

    this.addSql(
      `create table "content_assignments" ("id" serial primary key, "student_id" int not null, "school_id" int not null, "assigned_by_id" int null, "assigned_by_name" text not null, "content_id" int not null, "created_at" timestamptz not null default current_timestamp, "completed_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "content_assignments" add constraint "content_assignments_student_id_school_id_content_id_unique" unique ("student_id", "school_id", "content_id");`,
    );

    this.addSql(
      `alter table "counselor_notes" add constraint "counselor_notes_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "counselor_notes" add constraint "counselor_notes_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "counselor_notes" add constraint "counselor_notes_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "counselor_notes" add constraint "counselor_notes_visibility_check" check (visibility in ('private', 'shared'));`,
    );

    this.addSql(
      `alter table "content_assignments" add constraint "content_assignments_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_assignments" add constraint "content_assignments_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "content_assignments" add constraint "content_assignments_assigned_by_id_foreign" foreign key ("assigned_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "counselor_notes" cascade;`);
    this.addSql(`drop table if exists "content_assignments" cascade;`);
  }
}
