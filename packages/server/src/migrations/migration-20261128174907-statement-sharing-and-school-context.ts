import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a student lets their parents read their statements' text (not
 * until they say so), and the context Ask AI reads about each school.
 */
export class Migration20261128174907_statement_sharing_and_school_context extends Migration {
  override name = 'Migration20261128174907_statement_sharing_and_school_context';

  override up(): void | Promise<void> {
    this.addSql(`alter table "schools" add "ai_context" text[] not null default '{}';`);

    this.addSql(`alter table "users" add "shares_statement" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "schools" drop column "ai_context";`);

    this.addSql(`alter table "users" drop column "shares_statement";`);
  }
}
