import { Migration } from '@mikro-orm/migrations';

/**
 * Each user's daily use of the assistant by feature, with their school: the
 * operator's daily limits count it, and the monthly figures add it up.
 */
export class Migration20261128174429_assistant_usage extends Migration {
  override name = 'Migration20261128174429_assistant_usage';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "assistant_usage" ("id" serial primary key, "school_id" int null, "user_id" int not null, "day" date not null, "feature" text not null, "requests" int not null default 0, "prompt_tokens" int not null default 0, "answer_tokens" int not null default 0);`,
    );
    this.addSql(
      `create index "assistant_usage_school_id_day_index" on "assistant_usage" ("school_id", "day");`,
    );
    this.addSql(
      `alter table "assistant_usage" add constraint "assistant_usage_user_id_day_feature_unique" unique ("user_id", "day", "feature");`,
    );

    this.addSql(
      `alter table "assistant_usage" add constraint "assistant_usage_school_id_foreign" foreign key ("school_id") references "schools" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "assistant_usage" add constraint "assistant_usage_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "assistant_usage" cascade;`);
  }
}
