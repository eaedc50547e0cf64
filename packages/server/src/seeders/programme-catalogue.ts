import { readFile } from 'node:fs/promises';
import * as v from 'valibot';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const optionalText = v.optional(v.nullable(text), null);

/** One programme as the catalogue file holds it (camelCase of SPEC §3 `foundation_year_info`). */
export const programmeSeedSchema = v.strictObject({
  universityName: text,
  programName: text,
  subject: optionalText,
  region: optionalText,
  rank: optionalText,
  tuitionFees: optionalText,
  applicationDeadline: optionalText,
  startDates: optionalText,
  requirements: optionalText,
  matchPercentage: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
    null,
  ),
  imageUrl: optionalText,
});

export type ProgrammeSeed = v.InferOutput<typeof programmeSeedSchema>;

const defaultCatalogue = new URL('./programme-catalogue.json', import.meta.url);

/**
 * Reads and validates the programme catalogue; a bad entry fails loudly with
 * its index and field, before anything is written.
 */
export async function loadProgrammeCatalogue(file: URL | string = defaultCatalogue) {
  const raw: unknown = JSON.parse(await readFile(file, 'utf8'));
  const result = v.safeParse(v.array(programmeSeedSchema), raw);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
    throw new Error(`Invalid programme catalogue ${String(file)}: ${problems.join('; ')}`);
  }
  return result.output;
}
