import { Migration } from '@mikro-orm/migrations';

/**
 * Schools (docs/product/schools.md): the workspaces, their invitations and
 * class codes, parents linked to children, the record of who viewed a
 * student's data, and hand-offs from a school's page. Users gain a role and
 * a school. `users.school_origin` becomes `came_from`: what an old `school=`
 * link named is kept as "came from <origin>", unverified
 * (`came_from_school_id` is null); only a hand-off from a school's registered
 * website, accepted by the student, sets both. Written as
 * `schema.getUpdateSchemaSQL()` puts the entities' declarations.
 */
export class Migration20261128150430_schools extends Migration {
  override name = 'Migration20261128150430_schools';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "schools" ("id" serial primary key, "name" text not null, "city" text not null, "country" text not null, "origins" text[] not null default '{}', "site_key" text not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `alter table "schools" add constraint "schools_site_key_unique" unique ("site_key");`,
    );

    this.addSql(
      `create table "parent_links" ("id" serial primary key, "parent_id" int not null, "student_id" int not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(`create index "parent_links_student_id_index" on "parent_links" ("student_id");`);
    this.addSql(
      `alter table "parent_links" add constraint "parent_links_parent_id_student_id_unique" unique ("parent_id", "student_id");`,
    );

    this.addSql(
      `create table "invitations" ("id" serial primary key, "school_id" int null, "token_hash" text not null, "role" text not null, "name" text not null default '', "email" text not null default '', "student_id" int null, "for_invitation_id" int null, "invited_by_id" int not null, "emailed" boolean not null default false, "created_at" timestamptz not null default current_timestamp, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" int null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "invitations_school_id_index" on "invitations" ("school_id");`);
    this.addSql(
      `alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "invitations_student_id_index" on "invitations" ("student_id");`);
    this.addSql(
      `create index "invitations_for_invitation_id_index" on "invitations" ("for_invitation_id");`,
    );
    this.addSql(
      `create index "invitations_invited_by_id_index" on "invitations" ("invited_by_id");`,
    );
    this.addSql(
      `create index "invitations_accepted_by_id_index" on "invitations" ("accepted_by_id");`,
    );

    this.addSql(
      `create table "hand_offs" ("id" serial primary key, "token_hash" text not null, "school_id" int null, "origin" text null, "picks" jsonb not null, "created_at" timestamptz not null default current_timestamp, "expires_at" timestamptz not null, "accepted_by_id" int null, "accepted_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "hand_offs" add constraint "hand_offs_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "hand_offs_school_id_index" on "hand_offs" ("school_id");`);
    this.addSql(`create index "hand_offs_expires_at_index" on "hand_offs" ("expires_at");`);

    this.addSql(
      `create table "data_views" ("id" serial primary key, "student_id" int not null, "viewer_id" int null, "viewer_name" text not null, "viewer_role" text not null, "what" text not null, "viewed_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `create index "data_views_student_id_viewed_at_index" on "data_views" ("student_id", "viewed_at");`,
    );

    this.addSql(
      `create table "class_codes" ("id" serial primary key, "school_id" int not null, "code" text not null, "label" text not null, "max_uses" int not null, "uses" int not null default 0, "created_by_id" int null, "created_at" timestamptz not null default current_timestamp, "revoked_at" timestamptz null);`,
    );
    this.addSql(`create index "class_codes_school_id_index" on "class_codes" ("school_id");`);
    this.addSql(
      `alter table "class_codes" add constraint "class_codes_code_unique" unique ("code");`,
    );

    this.addSql(`drop index "users_school_origin_index";`);
    this.addSql(`drop trigger if exists "notify_changed" on "users";`);
    this.addSql(`drop function if exists "users_notify_changed_fn"();`);
    this.addSql(
      `alter table "users" add "role" text not null default 'student', add "school_id" int null, add "school_joined_at" timestamptz null, add "came_from_school_id" int null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "users" add constraint "users_came_from_school_id_foreign" foreign key ("came_from_school_id") references "schools" ("id") on delete set null;`,
    );
    this.addSql(`alter table "users" rename column "school_origin" to "came_from";`);
    this.addSql(`create index "users_school_id_index" on "users" ("school_id");`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check (role in ('student', 'counselor', 'parent', 'admin'));`,
    );
    this.addSql(
      `create or replace function "users_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 'u:' || old.id); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_changed" AFTER UPDATE on "users" for each ROW
  when (((new.username IS DISTINCT FROM old.username) OR (new.email IS DISTINCT FROM old.email) OR (new.first_name IS DISTINCT FROM old.first_name) OR (new.last_name IS DISTINCT FROM old.last_name) OR (new.role IS DISTINCT FROM old.role) OR (new.school_id IS DISTINCT FROM old.school_id))) execute function "users_notify_changed_fn"();`);

    this.addSql(
      `create or replace function "schools_notify_renamed_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 'u:' || u.id) from users u where u.school_id = old.id; return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_renamed" AFTER UPDATE on "schools" for each ROW
  when ((new.name IS DISTINCT FROM old.name)) execute function "schools_notify_renamed_fn"();`);

    this.addSql(
      `alter table "parent_links" add constraint "parent_links_parent_id_foreign" foreign key ("parent_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "parent_links" add constraint "parent_links_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "invitations" add constraint "invitations_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_for_invitation_id_foreign" foreign key ("for_invitation_id") references "invitations" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_role_check" check (role in ('counselor', 'student', 'parent'));`,
    );

    this.addSql(
      `alter table "hand_offs" add constraint "hand_offs_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "hand_offs" add constraint "hand_offs_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "data_views" add constraint "data_views_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "data_views" add constraint "data_views_viewer_id_foreign" foreign key ("viewer_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "class_codes" add constraint "class_codes_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "class_codes" add constraint "class_codes_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "class_codes" add constraint "class_codes_uses_check" check (uses >= 0 and uses <= max_uses);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_school_id_foreign";`);
    this.addSql(`alter table "users" drop constraint "users_came_from_school_id_foreign";`);
    this.addSql(`alter table "invitations" drop constraint "invitations_school_id_foreign";`);
    this.addSql(`alter table "hand_offs" drop constraint "hand_offs_school_id_foreign";`);
    this.addSql(`alter table "class_codes" drop constraint "class_codes_school_id_foreign";`);
    this.addSql(
      `alter table "invitations" drop constraint "invitations_for_invitation_id_foreign";`,
    );

    this.addSql(`drop trigger if exists "notify_renamed" on "schools";`);
    this.addSql(`drop function if exists "schools_notify_renamed_fn"();`);
    this.addSql(`drop table if exists "schools" cascade;`);
    this.addSql(`drop table if exists "parent_links" cascade;`);
    this.addSql(`drop table if exists "invitations" cascade;`);
    this.addSql(`drop table if exists "hand_offs" cascade;`);
    this.addSql(`drop table if exists "data_views" cascade;`);
    this.addSql(`drop table if exists "class_codes" cascade;`);

    this.addSql(`drop index "users_school_id_index";`);
    this.addSql(`alter table "users" drop constraint "users_role_check";`);
    this.addSql(`drop trigger if exists "notify_changed" on "users";`);
    this.addSql(`drop function if exists "users_notify_changed_fn"();`);
    this.addSql(
      `alter table "users" drop column "role", drop column "school_id", drop column "school_joined_at", drop column "came_from_school_id";`,
    );
    this.addSql(`alter table "users" rename column "came_from" to "school_origin";`);
    this.addSql(`create index "users_school_origin_index" on "users" ("school_origin");`);
    this.addSql(
      `create or replace function "users_notify_changed_fn"() returns trigger as $$ begin perform pg_notify('puente_session_changes', 'u:' || old.id); return null; end; $$ language plpgsql;`,
    );
    this.addSql(`create trigger "notify_changed" AFTER UPDATE on "users" for each ROW
  when (((new.username IS DISTINCT FROM old.username) OR (new.email IS DISTINCT FROM old.email) OR (new.first_name IS DISTINCT FROM old.first_name) OR (new.last_name IS DISTINCT FROM old.last_name))) execute function "users_notify_changed_fn"();`);
  }
}
