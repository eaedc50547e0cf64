import { Migration } from '@mikro-orm/migrations';

export class Migration20261121222139_initial extends Migration {
  override name = 'Migration20261121222139_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "foundation_year_info" ("id" serial primary key, "program_name" text not null, "university_name" text not null, "requirements" text null, "tuition_fees" text null, "application_deadline" text null, "start_dates" text null, "region" text null, "subject" text null, "rank" text null, "match_percentage" int null, "image_url" text null);`,
    );

    this.addSql(
      `create table "users" ("id" serial primary key, "username" text not null, "password" text not null, "email" text not null, "first_name" text null, "last_name" text null);`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);

    this.addSql(
      `create table "student_info" ("id" serial primary key, "user_id" int not null, "intended_subject" text[] null, "current_year" text null, "math_score" int null, "chemistry_score" int null, "biology_score" int null, "physics_score" int null, "math_not_taken" boolean not null default false, "chemistry_not_taken" boolean not null default false, "biology_not_taken" boolean not null default false, "physics_not_taken" boolean not null default false, "overall_gpa" text null, "created_at" timestamptz not null default current_timestamp, "updated_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `alter table "student_info" add constraint "student_info_user_id_unique" unique ("user_id");`,
    );

    this.addSql(
      `create table "sessions" ("id" text not null, "data" jsonb not null, "expires_at" timestamptz not null, "user_id" int null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "selected_programs" ("id" serial primary key, "user_id" int not null, "program_id" int not null, "personal_statement" text null, "status" text null, "created_at" timestamptz not null default current_timestamp, "updated_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `alter table "selected_programs" add constraint "selected_programs_user_id_program_id_unique" unique ("user_id", "program_id");`,
    );

    this.addSql(
      `create table "waitlist" ("id" serial primary key, "name" text not null, "email" text not null, "school_name" text not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(`alter table "waitlist" add constraint "waitlist_email_unique" unique ("email");`);

    this.addSql(
      `alter table "student_info" add constraint "student_info_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "selected_programs" add constraint "selected_programs_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "selected_programs" add constraint "selected_programs_program_id_foreign" foreign key ("program_id") references "foundation_year_info" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "selected_programs" drop constraint "selected_programs_program_id_foreign";`,
    );
    this.addSql(`alter table "student_info" drop constraint "student_info_user_id_foreign";`);
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(
      `alter table "selected_programs" drop constraint "selected_programs_user_id_foreign";`,
    );

    this.addSql(`drop table if exists "foundation_year_info" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "student_info" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "selected_programs" cascade;`);
    this.addSql(`drop table if exists "waitlist" cascade;`);
  }
}
