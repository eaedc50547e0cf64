import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders and campaigns that reach students: a notice per student per
 * reminder (read or not), and a campaign's questions as tasks each student
 * answers. Every row carries its school first.
 */
export class Migration20261128174946_reminders_and_tasks extends Migration {
  override name = 'Migration20261128174946_reminders_and_tasks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notices" ("id" serial primary key, "school_id" int not null, "student_id" int not null, "sender_id" int null, "sender_name" text not null, "message" text not null, "created_at" timestamptz not null default current_timestamp, "read_at" timestamptz null);`,
    );
    this.addSql(
      `create index "notices_student_id_created_at_index" on "notices" ("student_id", "created_at");`,
    );

    this.addSql(
      `create table "campaigns" ("id" serial primary key, "school_id" int not null, "sender_id" int null, "sender_name" text not null, "title" text not null, "questions" text[] not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    this.addSql(
      `create index "campaigns_school_id_created_at_index" on "campaigns" ("school_id", "created_at");`,
    );

    this.addSql(
      `create table "tasks" ("id" serial primary key, "school_id" int not null, "campaign_id" int not null, "student_id" int not null, "position" int not null, "question" text not null, "answer" text null, "answered_at" timestamptz null);`,
    );
    this.addSql(`create index "tasks_campaign_id_index" on "tasks" ("campaign_id");`);
    this.addSql(`create index "tasks_student_id_index" on "tasks" ("student_id");`);

    this.addSql(
      `alter table "notices" add constraint "notices_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notices" add constraint "notices_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notices" add constraint "notices_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "campaigns" add constraint "campaigns_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "tasks" add constraint "tasks_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_student_id_foreign" foreign key ("student_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "tasks" drop constraint "tasks_campaign_id_foreign";`);

    this.addSql(`drop table if exists "notices" cascade;`);
    this.addSql(`drop table if exists "campaigns" cascade;`);
    this.addSql(`drop table if exists "tasks" cascade;`);
  }
}
