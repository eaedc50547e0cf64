import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's own fields (slug, pathways, provider, kind), fees as whole
 * pounds, and every field the catalogue requires made required. Rows seeded
 * before this (the early six-programme sample) are filled in so the
 * constraints hold: a slug from their names, fees read from '£28,950/year',
 * no pathways, and '' for a missing text.
 */
export class Migration20261121223923_add_programme_catalogue_fields extends Migration {
  override name = 'Migration20261121223923_add_programme_catalogue_fields';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "foundation_year_info" add "slug" text null, add "pathways" text[] not null default '{}', add "provider" text null, add "kind" text not null default 'international';`,
    );
    this.addSql(
      `update "foundation_year_info" set "slug" = trim(both '-' from lower(regexp_replace("university_name" || '-' || "program_name", '[^a-zA-Z0-9]+', '-', 'g'))) || '-' || "id";`,
    );
    this.addSql(
      `update "foundation_year_info" set "requirements" = coalesce("requirements", ''), "application_deadline" = coalesce("application_deadline", ''), "start_dates" = coalesce("start_dates", ''), "region" = coalesce("region", ''), "subject" = coalesce("subject", ''), "rank" = coalesce("rank", ''), "image_url" = coalesce("image_url", '');`,
    );
    this.addSql(
      `alter table "foundation_year_info" alter column "pathways" drop default, alter column "kind" drop default, alter column "slug" set not null;`,
    );
    this.addSql(
      `alter table "foundation_year_info" alter column "tuition_fees" type int using (coalesce(nullif(regexp_replace(split_part("tuition_fees", '.', 1), '[^0-9]', '', 'g'), ''), '0')::int);`,
    );
    this.addSql(
      `alter table "foundation_year_info" alter column "tuition_fees" set not null, alter column "requirements" set not null, alter column "application_deadline" set not null, alter column "start_dates" set not null, alter column "region" set not null, alter column "subject" set not null, alter column "rank" set not null, alter column "image_url" set not null;`,
    );
    this.addSql(
      `alter table "foundation_year_info" add constraint "foundation_year_info_slug_unique" unique ("slug");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "foundation_year_info" drop constraint "foundation_year_info_slug_unique";`,
    );
    this.addSql(
      `alter table "foundation_year_info" drop column "slug", drop column "pathways", drop column "provider", drop column "kind";`,
    );
    this.addSql(
      `alter table "foundation_year_info" alter column "tuition_fees" type text using ("tuition_fees"::text);`,
    );
    this.addSql(
      `alter table "foundation_year_info" alter column "tuition_fees" drop not null, alter column "requirements" drop not null, alter column "application_deadline" drop not null, alter column "start_dates" drop not null, alter column "region" drop not null, alter column "subject" drop not null, alter column "rank" drop not null, alter column "image_url" drop not null;`,
    );
  }
}
