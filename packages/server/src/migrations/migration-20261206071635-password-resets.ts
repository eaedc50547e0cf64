import { Migration } from '@mikro-orm/migrations';

/** Reset links for forgotten passwords: a token's hash, its account, an hour, used once. */
export class Migration20261206071635_password_resets extends Migration {
  override name = 'Migration20261206071635_password_resets';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "password_resets" ("id" serial primary key, "token_hash" text not null, "user_id" int not null, "issued_by_id" int null, "created_at" timestamptz not null default current_timestamp, "expires_at" timestamptz not null, "used_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(
      `create index "password_resets_expires_at_index" on "password_resets" ("expires_at");`,
    );

    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_issued_by_id_foreign" foreign key ("issued_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_resets" cascade;`);
  }
}
