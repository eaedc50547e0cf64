import type {
  FoundationProgramme,
  PathwayProvider,
  ProgrammeKind,
  ProgrammeSubject,
  UkNation,
} from '@puente/core';
import type { Programme } from './programme.entity';

/** A programme's columns by property name: an entity, or a row the driver has mapped. */
export type ProgrammeFields = Omit<Programme, 'pathways' | 'startMonths'> & {
  pathways: readonly string[];
  startMonths: readonly string[];
};

/**
 * The programme as the API answers it (core's FoundationProgramme). Every row
 * was written from an entry that passed core's catalogue schema (seeder and
 * import), so its subject, provider, kind and nation are among core's values.
 */
export function toFoundationProgramme(programme: ProgrammeFields): FoundationProgramme {
  return {
    id: programme.id,
    slug: programme.slug,
    universityName: programme.universityName,
    programName: programme.programName,
    subject: programme.subject as ProgrammeSubject,
    region: programme.region,
    tuitionFees: programme.tuitionFees,
    applicationDeadline: programme.applicationDeadline,
    startDates: programme.startDates,
    requirements: programme.requirements,
    rank: programme.rank,
    matchPercentage: programme.matchPercentage ?? null,
    imageUrl: programme.imageUrl,
    pathways: [...programme.pathways],
    provider: (programme.provider ?? null) as PathwayProvider | null,
    kind: programme.kind as ProgrammeKind,
    startMonths: [...programme.startMonths],
    nation: programme.nation as UkNation,
    ieltsOverall: programme.ieltsOverall,
    ieltsReading: programme.ieltsReading ?? null,
    ieltsWriting: programme.ieltsWriting ?? null,
    ieltsSpeaking: programme.ieltsSpeaking ?? null,
    ieltsListening: programme.ieltsListening ?? null,
  };
}
