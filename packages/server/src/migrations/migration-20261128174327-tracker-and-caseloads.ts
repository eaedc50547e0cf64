import { Migration } from '@mikro-orm/migrations';

/**
 * The application tracker on each selection (docs/product/tracker.md), when
 * its statement was last saved, and a student's counselor (whose caseload
 * they are in). A statement saved before this counts as edited when its
 * selection last changed.
 */
export class Migration20261128174327_tracker_and_caseloads extends Migration {
  override name = 'Migration20261128174327_tracker_and_caseloads';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "counselor_id" int null;`);
    this.addSql(
      `alter table "users" add constraint "users_counselor_id_foreign" foreign key ("counselor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "users_counselor_id_index" on "users" ("counselor_id");`);

    this.addSql(
      `alter table "selected_programs" add "statement_updated_at" timestamptz null, add "stage" text not null default 'researching', add "submitted_on" date null, add "offer" text null, add "offer_conditions" text null, add "documents_gathered" boolean not null default false, add "english_score" numeric(2,1) null, add "english_test_on" date null;`,
    );
    this.addSql(
      `update "selected_programs" set "statement_updated_at" = "updated_at" where "personal_statement" is not null;`,
    );
    this.addSql(
      `alter table "selected_programs" add constraint "selected_programs_stage_check" check (stage in ('researching', 'preparing', 'submitted', 'offer', 'firm', 'insurance', 'declined', 'unsuccessful'));`,
    );
    this.addSql(
      `alter table "selected_programs" add constraint "selected_programs_offer_check" check (offer in ('conditional', 'unconditional'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop constraint "users_counselor_id_foreign";`);

    this.addSql(`alter table "selected_programs" drop constraint "selected_programs_stage_check";`);
    this.addSql(`alter table "selected_programs" drop constraint "selected_programs_offer_check";`);
    this.addSql(
      `alter table "selected_programs" drop column "statement_updated_at", drop column "stage", drop column "submitted_on", drop column "offer", drop column "offer_conditions", drop column "documents_gathered", drop column "english_score", drop column "english_test_on";`,
    );

    this.addSql(`drop index "users_counselor_id_index";`);
    this.addSql(`alter table "users" drop column "counselor_id";`);
  }
}
