import { Migration } from '@mikro-orm/migrations';

/**
 * A school's website asks the assistant for anonymous visitors: their use is
 * the school's, on a row with no user, one a school, day and feature.
 */
export class Migration20261206140000_assistant_usage_of_school_sites extends Migration {
  override name = 'Migration20261206140000_assistant_usage_of_school_sites';

  override up(): void | Promise<void> {
    this.addSql(`alter table "assistant_usage" alter column "user_id" drop not null;`);
    this.addSql(
      `create unique index "assistant_usage_school_id_day_feature_unique" on "assistant_usage" ("school_id", "day", "feature") where "user_id" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "assistant_usage_school_id_day_feature_unique";`);
    this.addSql(`delete from "assistant_usage" where "user_id" is null;`);
    this.addSql(`alter table "assistant_usage" alter column "user_id" set not null;`);
  }
}
