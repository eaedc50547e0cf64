import { Migration } from '@mikro-orm/migrations';
import { createLogger } from '../logger';

export const USERNAME_KEY_INDEX = 'users_username_key_unique';

// The key as this migration defined it (NFKC, case-folded), written out here so
// that later changes to user/username-key.ts do not change what it did.
const usernameKey = (username: string) =>
  username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');

/**
 * Usernames are unique by their key (NFKC, case-folded: user/username-key.ts).
 * Existing rows get their key; the unique index is created only when no two
 * accounts share one. Clashes are reported, never merged: which account is
 * the real one is a person's call. Known devices (sign-in/known-device.ts)
 * and later requests for an email already on the waitlist get tables.
 */
export class Migration20261123220000_username_keys_known_devices_waitlist_repeats extends Migration {
  override name = 'Migration20261123220000_username_keys_known_devices_waitlist_repeats';

  override async up(): Promise<void> {
    await this.execute(`alter table "users" add "username_key" text null;`);
    const users = (await this.execute(`select "id", "username" from "users";`)) as {
      id: number;
      username: string;
    }[];
    if (users.length > 0) {
      await this.execute(
        `update "users" as u set "username_key" = k.key from json_to_recordset(?::json) as k(id int, key text) where u.id = k.id;`,
        [JSON.stringify(users.map((user) => ({ id: user.id, key: usernameKey(user.username) })))],
      );
    }
    await this.execute(`alter table "users" alter column "username_key" set not null;`);
    const clashes = (await this.execute(
      `select "username_key", string_agg("username", ', ' order by "id") as "usernames" from "users" group by "username_key" having count(*) > 1;`,
    )) as { username_key: string; usernames: string }[];
    if (clashes.length === 0) {
      await this.execute(
        `create unique index "${USERNAME_KEY_INDEX}" on "users" ("username_key");`,
      );
    } else {
      createLogger().warn(
        `usernames that differ only by case or Unicode form belong to different accounts: ${clashes
          .map((clash) => `[${clash.usernames}]`)
          .join(
            ' ',
          )}. Nothing was merged. Sign-in finds each by its exact username; new ones cannot be registered. Once each group is down to one account, run: create unique index "${USERNAME_KEY_INDEX}" on "users" ("username_key");`,
      );
      await this.execute(`create index "users_username_key_index" on "users" ("username_key");`);
    }

    await this.execute(
      `create table "known_devices" ("token_hash" text not null, "user_id" int not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    await this.execute(
      `alter table "known_devices" add constraint "known_devices_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    await this.execute(
      `create index "known_devices_user_id_index" on "known_devices" ("user_id");`,
    );
    await this.execute(
      `create index "known_devices_expires_at_index" on "known_devices" ("expires_at");`,
    );

    await this.execute(
      `create table "waitlist_repeats" ("id" serial primary key, "email" text not null, "name" text not null, "school_name" text not null, "created_at" timestamptz not null default current_timestamp);`,
    );
    await this.execute(
      `create index "waitlist_repeats_email_index" on "waitlist_repeats" ("email");`,
    );
  }

  override async down(): Promise<void> {
    await this.execute(`drop table if exists "waitlist_repeats" cascade;`);
    await this.execute(`drop table if exists "known_devices" cascade;`);
    await this.execute(`alter table "users" drop column "username_key";`);
  }
}
