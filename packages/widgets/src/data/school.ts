import type { SchoolSettingsRequest } from '@puente/core';
import { schoolApi } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiQuery, useSavingMutation } from './api-hooks';

/** The query keys of a school's reads, by their paths (SPEC §7's default read uses the path). */
export const SCHOOL_KEY = ['/api/school'] as const;
export const SCHOOL_STUDENTS_KEY = ['/api/school/students'] as const;
export const SCHOOL_STAFF_KEY = ['/api/school/staff'] as const;
export const SCHOOL_OVERVIEW_KEY = ['/api/school/overview'] as const;
export const SCHOOL_CONTEXT_KEY = ['/api/school/context'] as const;
export const ASSISTANT_USAGE_KEY = ['/api/assistant/usage'] as const;
export const CASELOAD_KEY = ['/api/school/caseload'] as const;
export const schoolStudentKey = (id: number) => ['/api/school/students', id] as const;

/** GET /api/school: the staff's school, its websites and site key. */
export const useSchool = () => useApiQuery(SCHOOL_KEY, (api) => schoolApi.school(api));

/** PUT /api/school: the admin's settings; the cached school becomes the saved one. */
export const useSaveSchool = () =>
  useSavingMutation(SCHOOL_KEY, (api, settings: SchoolSettingsRequest) =>
    schoolApi.saveSchool(api, settings),
  );

/** GET /api/school/students: the school's students, for its staff. */
export const useSchoolStudents = () =>
  useApiQuery(SCHOOL_STUDENTS_KEY, (api) => schoolApi.students(api));

/** GET /api/school/students/:id: one student's profile and programmes (the read is recorded). */
export const useSchoolStudent = (id: number) =>
  useApiQuery(schoolStudentKey(id), (api) => schoolApi.student(api, id));

/** GET /api/school/staff: the school's counselors and admins. */
export const useSchoolStaff = () => useApiQuery(SCHOOL_STAFF_KEY, (api) => schoolApi.staff(api));

/** GET /api/school/overview: the admin's students per grade and counselors' caseloads. */
export const useSchoolOverview = () =>
  useApiQuery(SCHOOL_OVERVIEW_KEY, (api) => schoolApi.overview(api));

/** GET /api/assistant/usage: the admin's school's assistant this month (404 while canned). */
export const useAssistantUsage = () =>
  useApiQuery(ASSISTANT_USAGE_KEY, (api) => schoolApi.assistantUsage(api));

/** GET /api/school/context: what Ask AI reads about the school. */
export const useSchoolContextEntries = () =>
  useApiQuery(SCHOOL_CONTEXT_KEY, (api) => schoolApi.schoolContext(api));

/** PUT /api/school/context: the admin's whole context; the cached one becomes the saved one. */
export const useSaveSchoolContext = () =>
  useSavingMutation(SCHOOL_CONTEXT_KEY, (api, entries: string[]) =>
    schoolApi.saveSchoolContext(api, { entries }),
  );

/** GET /api/school/caseload: a counselor's students (an admin's: the school's) with their alerts. */
export const useCaseload = () => useApiQuery(CASELOAD_KEY, (api) => schoolApi.caseload(api));

/** PUT /api/school/students/:id/counselor (an admin): the student moves to that counselor's caseload. */
export function useAssignCounselor(studentId: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (counselorId: number) => schoolApi.assignCounselor(api, studentId, counselorId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: schoolStudentKey(studentId) }),
        queryClient.invalidateQueries({ queryKey: CASELOAD_KEY }),
      ]),
  });
}
