import type { StudentAlert } from '../domain/actions-required';
import type { GradeOverview } from '../domain/grade-overview';
import type { StatementSummary } from '../domain/statement-summary';
import type { FoundationProgramme } from '../schemas/foundation-programme.schema';
import type { InvitedRole, Role, SchoolRef } from '../schemas/roles';
import type { SelectedProgramme } from '../schemas/selection.schema';
import type { StudentInfoRecord } from '../schemas/student-info.schema';
import type { TrackerStage } from '../schemas/tracker.schema';

/** GET/PUT /api/school: the school's workspace, for its staff. */
export type SchoolDetails = SchoolRef & {
  city: string;
  country: string;
  /** The websites where the school embeds Puente: hand-offs from them are attributed to it. */
  origins: string[];
  /** The public key its elements carry (`site-key="pk_…"`). */
  siteKey: string;
  createdAt: string;
};

/** Where a student came from: a school's registered site (verified), or an origin an old link named. */
export type CameFrom = { origin: string; verified: boolean; schoolName: string | null };

/** GET /api/school/students: one of the school's students, for its staff. */
export type SchoolStudent = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string;
  joinedAt: string;
  cameFrom: CameFrom | null;
  /** How many parents are linked. */
  parents: number;
  /** How many programmes the student has chosen. */
  programmes: number;
  /** The counselor whose caseload the student is in (null: nobody's yet). */
  counselorId: number | null;
};

/** GET /api/school/staff: a counselor or admin of the school. */
export type StaffMember = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Extract<Role, 'counselor' | 'admin'>;
  joinedAt: string;
};

/**
 * GET /api/school/students/:id (staff) and GET /api/children/:id (a parent):
 * a student's data as that reader may see it. A parent gets the statements'
 * text only when the student shares it (`personalStatement` is null otherwise).
 */
export type StudentRecord = {
  student: SchoolStudent;
  profile: StudentInfoRecord | null;
  selections: SelectedProgramme[];
  /** Each selection's statement counts and status, which every reader gets. */
  statements: SelectionStatement[];
  /** Whether the student lets their parents read their statements' text. */
  statementShared: boolean;
};

/** A selection's statement as counts and a status, never its text. */
export type SelectionStatement = StatementSummary & { selectionId: number };

/** GET /api/school/overview (admin): the school's students per grade and its counselors. */
export type SchoolOverview = {
  grades: GradeOverview[];
  counselors: CounselorCaseload[];
  /** Students whose counselor is nobody yet. */
  unassigned: number;
};

/** A counselor and how many students are theirs. */
export type CounselorCaseload = { id: number; name: string; caseload: number };

/** GET/PUT /api/school/context: what Ask AI reads about the school, entries in order. */
export type SchoolContextAnswer = { entries: string[] };

/** GET/PUT /api/user/statement-sharing: whether the student's parents may read their statements. */
export type StatementSharing = { shared: boolean };

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** GET/POST /api/invitations: an invitation the school (or student) sent. */
export type Invitation = {
  id: number;
  role: InvitedRole;
  name: string;
  email: string;
  /** For a parent's invitation: the child. */
  student: { id: number; name: string } | null;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
  /** Whether an email was sent (only when the server has SMTP). */
  emailed: boolean;
  /**
   * The link to share (`/join/<token>`, a path on this site): answered once,
   * when the invitation is made; the server keeps only the token's hash.
   */
  link?: string;
};

/** GET /api/invitations/by-token/:token: what someone opening the link is shown before joining. */
export type InvitationPreview = {
  role: InvitedRole;
  school: SchoolRef | null;
  /** Who sent it, as "First Last". */
  invitedBy: string;
  /** For a parent's invitation: the child's name. */
  student: string | null;
  expiresAt: string;
};

/** POST /api/invitations/by-token/:token/accept and POST /api/join: where the user now belongs. */
export type Membership = { role: Role; school: SchoolRef | null };

/** GET/POST /api/class-codes: a code a class joins with. */
export type ClassCode = {
  id: number;
  code: string;
  label: string;
  maxUses: number;
  uses: number;
  createdAt: string;
  revoked: boolean;
};

/** POST /api/school/import: one bad row of the CSV (1-based, the header being row 1). */
export type ImportProblem = { row: number; field: string; message: string };
/** POST /api/school/import, when every row was good: the invitations made, links included. */
export type ImportResult = { invitations: Invitation[] };

/** GET /api/children: a parent's linked child. */
export type LinkedChild = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  school: SchoolRef | null;
  linkedAt: string;
};

/** GET /api/user/parents: a parent linked to the signed-in student. */
export type LinkedParent = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  linkedAt: string;
};

/** What of a student's data was read. */
export type DataViewed = 'profile' | 'programmes' | 'tasks';

/** GET /api/user/data-views: who on the staff, or which parent, looked at the student's data. */
export type StudentDataView = {
  viewer: string;
  role: Extract<Role, 'counselor' | 'admin' | 'parent'>;
  what: DataViewed;
  viewedAt: string;
};

/** POST /api/hand-offs: the opaque token the registration link carries. */
export type HandOffTicket = {
  token: string;
  /** The path to open on Puente's site: `/auth?mode=register&handoff=<token>`. */
  link: string;
  /** The school the hand-off is attributed to; null when the page's origin is not the site key's. */
  school: SchoolRef | null;
};

/** GET /api/hand-offs/:token: what the student confirms, by name. */
export type HandOffPreview = {
  programmes: FoundationProgramme[];
  school: SchoolRef | null;
  expiresAt: string;
};

/** POST /api/hand-offs/:token/accept: what was saved and joined. */
export type HandOffResult = { selections: SelectedProgramme[]; membership: Membership };

/** One chosen programme of a caseload row. */
export type CaseloadProgramme = {
  /** The selection's id. */
  id: number;
  programme: string;
  university: string;
  deadline: string | null;
  stage: TrackerStage;
  /** The statement's words, and its characters against the format's limit (`STATEMENT_MAX_CHARACTERS`). */
  statementWords: number;
  statementCharacters: number;
  statementLimit: number;
  statementFinished: boolean;
  statementUpdatedAt: string | null;
};

/**
 * GET /api/school/caseload: one student of a counselor's caseload (an
 * admin's: the school's), with the Actions Required the server computed by
 * core's rules (docs/product/tracker.md), so the screen and the CSV agree.
 */
export type CaseloadStudent = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string;
  /** The student-info form's current year ('12th'), null before the profile. */
  currentYear: string | null;
  counselorId: number | null;
  joinedAt: string;
  /** 0–100. */
  profileCompleteness: number;
  programmes: CaseloadProgramme[];
  /** The nearest deadline not passed, 'YYYY-MM-DD'. */
  nextDeadline: string | null;
  /** The English test's IELTS-scale score, from the tracker. */
  ielts: number | null;
  alerts: StudentAlert[];
};
