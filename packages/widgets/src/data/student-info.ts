import type { ApiClient, StudentInfoRequest } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSavingMutation } from './api-hooks';

/** The query key of the student's profile: the path, as SPEC §7's default read uses it. */
export const STUDENT_INFO_KEY = ['/api/student-info'] as const;

/** GET /api/student-info as a query (also read by the server's render of a student's page). */
export const studentInfoQuery = (api: ApiClient) =>
  queryOptions({ queryKey: STUDENT_INFO_KEY, queryFn: () => api.studentInfo() });

/** GET /api/student-info: the saved profile, or null before the first save. */
export function useStudentInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...studentInfoQuery(api), enabled });
}

/** POST /api/student-info; the cached profile becomes the saved one (SPEC §7). */
export const useSaveStudentInfo = () =>
  useSavingMutation(STUDENT_INFO_KEY, (api, form: StudentInfoRequest) => api.saveStudentInfo(form));
