import {
  type FoundationProgramme,
  type FoundationProgrammeEntry,
  IELTS_SKILL_FIELDS,
  regionNation,
  type UkNation,
} from '../schemas/foundation-programme.schema';
import { parseRequirements } from '../schemas/requirements';
import { ieltsBandsOf } from './ielts';
import { startMonthsOf } from './start-terms';

/** The structured fields every programme is stored and answered with. */
export type ProgrammeStructure = Pick<
  FoundationProgramme,
  | 'startMonths'
  | 'nation'
  | 'ieltsOverall'
  | 'ieltsReading'
  | 'ieltsWriting'
  | 'ieltsSpeaking'
  | 'ieltsListening'
>;

/**
 * A catalogue entry's structured fields: those it gives, the rest read from
 * its text (a catalogue in the format before them gives none). IELTS is taken
 * whole from one side: an entry giving any band gives the per-skill ones it means.
 */
export function programmeStructure(
  entry: Pick<FoundationProgrammeEntry, 'startDates' | 'region' | 'requirements'> &
    Partial<ProgrammeStructure>,
): ProgrammeStructure {
  const givesIelts =
    entry.ieltsOverall !== undefined ||
    IELTS_SKILL_FIELDS.some((field) => entry[field] !== undefined);
  const read = ieltsBandsOf(entry.requirements);
  const overall =
    entry.ieltsOverall ?? read?.ieltsOverall ?? parseRequirements(entry.requirements).ielts ?? 0;
  const skill = (field: (typeof IELTS_SKILL_FIELDS)[number]) =>
    givesIelts ? (entry[field] ?? null) : (read?.[field] ?? null);
  return {
    startMonths: entry.startMonths ?? startMonthsOf(entry.startDates),
    // The entry schema holds a region to '<place>, <UK nation>'.
    nation: entry.nation ?? (regionNation(entry.region) as UkNation),
    ieltsOverall: overall,
    ieltsReading: skill('ieltsReading'),
    ieltsWriting: skill('ieltsWriting'),
    ieltsSpeaking: skill('ieltsSpeaking'),
    ieltsListening: skill('ieltsListening'),
  };
}
