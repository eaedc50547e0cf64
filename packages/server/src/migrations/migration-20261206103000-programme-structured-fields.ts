import { Migration } from '@mikro-orm/migrations';

// The IELTS clause of a requirements text: from 'IELTS' to the first comma or
// semicolon outside brackets (a decimal comma stays), as the catalogue writes it.
const IELTS_CLAUSE = `substring("requirements" from '(?i)\\mIELTS(?:\\([^)]*\\)|,\\d|[^,;(])*')`;
const BAND = `(\\d(?:[.,]\\d)?)`;
const band = (text: string) => `replace(${text}, ',', '.')::real`;

/**
 * A programme's structured catalogue fields: start months ('2027-09'), its
 * nation, and IELTS bands overall and per skill. Rows already stored are
 * filled from their text here, as core's `programmeStructure` reads it
 * (self-contained: the rules are written again in SQL, not imported).
 */
export class Migration20261206103000_programme_structured_fields extends Migration {
  override name = 'Migration20261206103000_programme_structured_fields';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "foundation_year_info" add "start_months" text[] not null default '{}', add "nation" text null, add "ielts_overall" real null, add "ielts_reading" real null, add "ielts_writing" real null, add "ielts_speaking" real null, add "ielts_listening" real null;`,
    );
    // 'September 2027, Jan 2028' → {2027-09,2028-01}.
    this.addSql(
      `update "foundation_year_info" set "start_months" = coalesce((select array_agg(distinct to_char(to_date(substr(m[1], 1, 3) || ' ' || m[2], 'Mon YYYY'), 'YYYY-MM')) from regexp_matches("start_dates", '\\m(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?\\s+(\\d{4})\\M', 'gi') as m), '{}');`,
    );
    this.addSql(
      `update "foundation_year_info" set "nation" = trim(regexp_replace("region", '^.*,', ''));`,
    );
    this.addSql(
      `update "foundation_year_info" set "ielts_overall" = coalesce(${band(`substring(${IELTS_CLAUSE} from '^IELTS[^0-9]{0,24}${BAND}')`)}, 0);`,
    );
    // 'minimum 5.5 in each component', '5.5 in all', 'no section below 5.5': every skill.
    this.addSql(
      `with each_skill as (select "id", (regexp_match(${IELTS_CLAUSE}, '(?i)^IELTS[^0-9]*\\d(?:[.,]\\d)?.*(?:[\\s(]${BAND}\\s+\\w+\\s+(?:each|every|all)\\M|below\\s+${BAND})')) as m from "foundation_year_info") update "foundation_year_info" as p set "ielts_reading" = b.v, "ielts_writing" = b.v, "ielts_speaking" = b.v, "ielts_listening" = b.v from (select "id", ${band('coalesce(m[1], m[2])')} as v from each_skill where m is not null) as b where p."id" = b."id";`,
    );
    // '(6.0 in writing)', 'writing 6.0': one skill, when no minimum covers every skill.
    for (const skill of ['reading', 'writing', 'speaking', 'listening']) {
      this.addSql(
        `update "foundation_year_info" set "ielts_${skill}" = ${band(`coalesce((regexp_match(${IELTS_CLAUSE}, '(?i)^IELTS[^0-9]*\\d(?:[.,]\\d)?.*[\\s(]${BAND}\\s+(?:in\\s+)?${skill}\\M'))[1], (regexp_match(${IELTS_CLAUSE}, '(?i)^IELTS[^0-9]*\\d(?:[.,]\\d)?.*${skill}\\s+${BAND}'))[1])`)} where "ielts_reading" is null and "ielts_writing" is null and "ielts_speaking" is null and "ielts_listening" is null and ${IELTS_CLAUSE} ~* '\\m${skill}\\M';`,
      );
    }
    this.addSql(
      `alter table "foundation_year_info" alter column "start_months" drop default, alter column "nation" set not null, alter column "ielts_overall" set not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "foundation_year_info" drop column "start_months", drop column "nation", drop column "ielts_overall", drop column "ielts_reading", drop column "ielts_writing", drop column "ielts_speaking", drop column "ielts_listening";`,
    );
  }
}
