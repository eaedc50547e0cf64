import { Migration } from '@mikro-orm/migrations';

/**
 * The privacy notice's version each account accepted at registration, and
 * when (docs/product/privacy.md). Accounts from before, and those a school
 * makes, have none.
 */
export class Migration20261206000000_privacy_consent extends Migration {
  override name = 'Migration20261206000000_privacy_consent';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "users" add "privacy_notice_version" text null, add "privacy_consented_at" timestamptz null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "users" drop column "privacy_notice_version", drop column "privacy_consented_at";`,
    );
  }
}
