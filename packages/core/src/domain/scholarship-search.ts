import { sortByDeadline } from './deadline';
import { foldedText } from './folded-text';
import { isSameUniversity } from './university-name';

/** A scholarship on the dashboard's Available Scholarships carousel (SPEC §3). */
export interface DashboardScholarship {
  id: number;
  name: string;
  /** GBP. */
  value: number;
  /** 'YYYY-MM-DD'. */
  deadline: string;
  /** The programme it is tied to, if any. */
  foundationProgram: string | null;
  description: string;
  eligibility: string[];
  requirements: string[];
  university: string;
  /** The university's logo path; '' when there is none (the default picture shows). */
  imageUrl: string;
}

/** A scholarship on the browse page (SPEC §3). */
export interface BrowseScholarship {
  id: number;
  name: string;
  /** GBP. */
  value: number;
  /** 'YYYY-MM-DD'. */
  deadline: string;
  /** The awarding university, or `ANY_UK_UNIVERSITY` for one open to every UK university. */
  university: string;
  description: string;
  eligibility: string[];
  requirements: string[];
  subject: string;
  essayCount: number;
  gradeRequirement: string;
  /** The university's logo path; '' for a scholarship open at any UK university. */
  imageUrl: string;
}

/** A browse scholarship with the page to apply on, which the programme view links to. */
export interface ScholarshipListing extends BrowseScholarship {
  link: string;
}

/** A scholarship on a selected programme's page, /scholarships/{id} (SPEC §3). */
export interface ProgrammeScholarship {
  id: number;
  name: string;
  /** GBP. */
  amount: number;
  /** 'YYYY-MM-DD'. */
  deadline: string;
  eligibility: string[];
  requirements: string[];
  link: string;
}

/**
 * The university of a general scholarship, open to students of any UK
 * university; a message id, shown with `i18n._`.
 */
export const ANY_UK_UNIVERSITY = /*i18n*/ 'Any UK university';

/** Only these scholarships appear on the dashboard carousel (SPEC §9). */
export const CAROUSEL_SCHOLARSHIP_IDS: readonly number[] = [1, 2, 3];
export const CAROUSEL_SCHOLARSHIP_LIMIT = 3;

/**
 * Scholarship search of SPEC §5: the query, trimmed, found inside the name,
 * university or subject, ignoring case and accents. A blank query keeps all.
 * Keeps the input order.
 */
export function searchScholarships<S extends { name: string; university: string; subject: string }>(
  scholarships: readonly S[],
  query: string,
): S[] {
  const needle = foldedText(query.trim());
  if (needle === '') return [...scholarships];
  return scholarships.filter((scholarship) =>
    [scholarship.name, scholarship.university, scholarship.subject].some((field) =>
      foldedText(field).includes(needle),
    ),
  );
}

/** The dashboard carousel (SPEC §9): scholarships 1, 2 and 3 only, by deadline, at most 3. */
export function carouselScholarships<S extends { id: number; deadline: string }>(
  scholarships: readonly S[],
): S[] {
  return sortByDeadline(
    scholarships.filter((scholarship) => CAROUSEL_SCHOLARSHIP_IDS.includes(scholarship.id)),
  ).slice(0, CAROUSEL_SCHOLARSHIP_LIMIT);
}

const toProgrammeView = (listing: ScholarshipListing): ProgrammeScholarship => ({
  id: listing.id,
  name: listing.name,
  amount: listing.value,
  deadline: listing.deadline,
  eligibility: listing.eligibility,
  requirements: listing.requirements,
  link: listing.link,
});

/**
 * The scholarships shown for a selected programme: its university's own,
 * then the general ones open at any UK university, each group by deadline.
 */
export function programmeScholarships(
  programme: { universityName: string },
  listings: readonly ScholarshipListing[],
): ProgrammeScholarship[] {
  const own = listings.filter(
    (listing) =>
      listing.university !== ANY_UK_UNIVERSITY &&
      isSameUniversity(listing.university, programme.universityName),
  );
  const general = listings.filter((listing) => listing.university === ANY_UK_UNIVERSITY);
  return [...sortByDeadline(own), ...sortByDeadline(general)].map(toProgrammeView);
}
