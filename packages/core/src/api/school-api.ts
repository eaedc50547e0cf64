import type { AssistantUsage } from '../schemas/assistant.schema';
import type { User } from '../schemas/auth.schema';
import type {
  AssignmentProgressRequest,
  ContentAssignment,
  ContentAssignmentRequest,
} from '../schemas/content-assignment.schema';
import type { CounselorNote, CounselorNoteRequest } from '../schemas/counselor-note.schema';
import type {
  ClassCodeRequest,
  CreateSchoolRequest,
  InvitationRequest,
  SchoolSettingsRequest,
} from '../schemas/school.schema';
import type { SchoolContextRequest } from '../schemas/school-context.schema';
import type { StatementSharingRequest } from '../schemas/statement-sharing.schema';
import type { ApiClient } from './api-client';
import type {
  CaseloadStudent,
  ClassCode,
  ImportResult,
  Invitation,
  InvitationPreview,
  LinkedChild,
  LinkedParent,
  Membership,
  SchoolContextAnswer,
  SchoolDetails,
  SchoolOverview,
  SchoolStudent,
  StaffMember,
  StatementSharing,
  StudentDataView,
  StudentRecord,
} from './school-answers';

/** What a call needs of the client: its `request`. */
type Requests = Pick<ApiClient, 'request'>;

const token = (value: string) => encodeURIComponent(value);

/**
 * The schools' calls (docs/product/schools.md), each over a client: kept out
 * of `createApiClient`, which every element loads, since only the site's
 * school screens make them.
 */
export const schoolApi = {
  /** Registers the school's first admin and the school, and signs the admin in. */
  createSchool: ({ request }: Requests, body: CreateSchoolRequest) =>
    request<User>('POST', '/api/schools', body),
  school: ({ request }: Requests) => request<SchoolDetails>('GET', '/api/school'),
  saveSchool: ({ request }: Requests, body: SchoolSettingsRequest) =>
    request<SchoolDetails>('PUT', '/api/school', body),
  students: ({ request }: Requests) => request<SchoolStudent[]>('GET', '/api/school/students'),
  student: ({ request }: Requests, id: number) =>
    request<StudentRecord>('GET', `/api/school/students/${id}`),
  /** A counselor's students; an admin's: the school's, or one counselor's (`counselorId`). */
  caseload: ({ request }: Requests, counselorId?: number) =>
    request<CaseloadStudent[]>(
      'GET',
      `/api/school/caseload${counselorId === undefined ? '' : `?counselor=${counselorId}`}`,
    ),
  /** The caseload's CSV, for a link's `href` (the browser downloads it with the session's cookie). */
  caseloadCsvPath: (counselorId?: number) =>
    `/api/school/caseload.csv${counselorId === undefined ? '' : `?counselor=${counselorId}`}`,
  /** An admin gives a student to one of the school's counselors. */
  assignCounselor: ({ request }: Requests, studentId: number, counselorId: number) =>
    request<{ ok: true }>('PUT', `/api/school/students/${studentId}/counselor`, { counselorId }),
  staff: ({ request }: Requests) => request<StaffMember[]>('GET', '/api/school/staff'),
  overview: ({ request }: Requests) => request<SchoolOverview>('GET', '/api/school/overview'),
  /** The admin's school's assistant this month; a 404 when no model answers (the canned one costs nothing). */
  assistantUsage: ({ request }: Requests) => request<AssistantUsage>('GET', '/api/assistant/usage'),
  schoolContext: ({ request }: Requests) =>
    request<SchoolContextAnswer>('GET', '/api/school/context'),
  saveSchoolContext: ({ request }: Requests, body: SchoolContextRequest) =>
    request<SchoolContextAnswer>('PUT', '/api/school/context', body),
  /** Imports every row or none: a 400's `fieldErrors.rows` lists each bad row as "Row 3: …". */
  importStudents: ({ request }: Requests, csv: string) =>
    request<ImportResult>('POST', '/api/school/import', { csv }),
  invitations: ({ request }: Requests) => request<Invitation[]>('GET', '/api/invitations'),
  invite: ({ request }: Requests, body: InvitationRequest) =>
    request<Invitation>('POST', '/api/invitations', body),
  revokeInvitation: ({ request }: Requests, id: number) =>
    request<{ ok: true }>('DELETE', `/api/invitations/${id}`),
  /** A 410 carries the spent invitation's `status` beside its message. */
  invitation: ({ request }: Requests, value: string) =>
    request<InvitationPreview>('GET', `/api/invitations/by-token/${token(value)}`),
  acceptInvitation: ({ request }: Requests, value: string) =>
    request<Membership>('POST', `/api/invitations/by-token/${token(value)}/accept`, {}),
  classCodes: ({ request }: Requests) => request<ClassCode[]>('GET', '/api/class-codes'),
  createClassCode: ({ request }: Requests, body: ClassCodeRequest) =>
    request<ClassCode>('POST', '/api/class-codes', body),
  revokeClassCode: ({ request }: Requests, id: number) =>
    request<{ ok: true }>('DELETE', `/api/class-codes/${id}`),
  joinClass: ({ request }: Requests, code: string) =>
    request<Membership>('POST', '/api/join', { code }),
  leaveSchool: ({ request }: Requests) => request<Membership>('DELETE', '/api/user/school'),
  children: ({ request }: Requests) => request<LinkedChild[]>('GET', '/api/children'),
  child: ({ request }: Requests, id: number) =>
    request<StudentRecord>('GET', `/api/children/${id}`),
  unlinkChild: ({ request }: Requests, id: number) =>
    request<{ ok: true }>('DELETE', `/api/children/${id}`),
  parents: ({ request }: Requests) => request<LinkedParent[]>('GET', '/api/user/parents'),
  unlinkParent: ({ request }: Requests, id: number) =>
    request<{ ok: true }>('DELETE', `/api/user/parents/${id}`),
  statementSharing: ({ request }: Requests) =>
    request<StatementSharing>('GET', '/api/user/statement-sharing'),
  shareStatement: ({ request }: Requests, body: StatementSharingRequest) =>
    request<StatementSharing>('PUT', '/api/user/statement-sharing', body),
  dataViews: ({ request }: Requests) => request<StudentDataView[]>('GET', '/api/user/data-views'),
  /** Staff: every note on the student; the student: the shared ones (`myNotes`). */
  notes: ({ request }: Requests, studentId: number) =>
    request<CounselorNote[]>('GET', `/api/school/students/${studentId}/notes`),
  addNote: ({ request }: Requests, studentId: number, body: CounselorNoteRequest) =>
    request<CounselorNote>('POST', `/api/school/students/${studentId}/notes`, body),
  deleteNote: ({ request }: Requests, studentId: number, noteId: number) =>
    request<{ ok: true }>('DELETE', `/api/school/students/${studentId}/notes/${noteId}`),
  myNotes: ({ request }: Requests) => request<CounselorNote[]>('GET', '/api/user/notes'),
  assignments: ({ request }: Requests, studentId: number) =>
    request<ContentAssignment[]>('GET', `/api/school/students/${studentId}/assignments`),
  assign: ({ request }: Requests, studentId: number, body: ContentAssignmentRequest) =>
    request<ContentAssignment>('POST', `/api/school/students/${studentId}/assignments`, body),
  myAssignments: ({ request }: Requests) =>
    request<ContentAssignment[]>('GET', '/api/user/assignments'),
  markAssignment: ({ request }: Requests, id: number, body: AssignmentProgressRequest) =>
    request<ContentAssignment>('PUT', `/api/user/assignments/${id}`, body),
};
