import { Migration } from '@mikro-orm/migrations';
import unhomoglyph from 'unhomoglyph';
import { createLogger } from '../logger';
import { USERNAME_KEY_INDEX } from './migration-20261123220000-username-keys-known-devices-waitlist-repeats';

const PLAIN_INDEX = 'users_username_key_index';

// The keys as this migration defines them, written out here rather than
// imported, so that the migration does the same thing whenever it runs.
const folded = (text: string) =>
  text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
const skeletonKey = (username: string) =>
  folded(unhomoglyph(folded(username).normalize('NFD')).normalize('NFD'));

/**
 * Username keys become confusable skeletons (UTS #39) of the NFKC,
 * case-folded username, so `bob` and `bоb` (Cyrillic о) are one account.
 * Every key is recomputed; the unique index is made again only when no two
 * accounts share a key. Clashes are reported, never merged, as the first
 * key migration did: each account then signs in by its exact username.
 */
export class Migration20261128000000_confusable_username_keys extends Migration {
  override name = 'Migration20261128000000_confusable_username_keys';

  override async up(): Promise<void> {
    await this.rekey(skeletonKey);
  }

  override async down(): Promise<void> {
    await this.rekey(folded);
  }

  private async rekey(keyOf: (username: string) => string): Promise<void> {
    await this.execute(`drop index if exists "${USERNAME_KEY_INDEX}";`);
    await this.execute(`drop index if exists "${PLAIN_INDEX}";`);
    const users = (await this.execute(`select "id", "username" from "users";`)) as {
      id: number;
      username: string;
    }[];
    if (users.length > 0) {
      await this.execute(
        `update "users" as u set "username_key" = k.key from json_to_recordset(?::json) as k(id int, key text) where u.id = k.id;`,
        [JSON.stringify(users.map((user) => ({ id: user.id, key: keyOf(user.username) })))],
      );
    }
    const clashes = (await this.execute(
      `select string_agg("username", ', ' order by "id") as "usernames" from "users" group by "username_key" having count(*) > 1;`,
    )) as { usernames: string }[];
    if (clashes.length === 0) {
      await this.execute(
        `create unique index "${USERNAME_KEY_INDEX}" on "users" ("username_key");`,
      );
      return;
    }
    createLogger().warn(
      `usernames that look the same belong to different accounts: ${clashes
        .map((clash) => `[${clash.usernames}]`)
        .join(
          ' ',
        )}. Nothing was merged. Sign-in finds each by its exact username; new ones cannot be registered. Once each group is down to one account, run: drop index "${PLAIN_INDEX}"; create unique index "${USERNAME_KEY_INDEX}" on "users" ("username_key");`,
    );
    await this.execute(`create index "${PLAIN_INDEX}" on "users" ("username_key");`);
  }
}
