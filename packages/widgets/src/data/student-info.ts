import type { StudentInfoRecord, StudentInfoRequest } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The query key of the student's profile: the path, as SPEC §7's default read uses it. */
export const STUDENT_INFO_KEY = ['/api/student-info'] as const;

/** GET /api/student-info: the saved profile, or null before the first save. */
export function useStudentInfo({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: STUDENT_INFO_KEY, queryFn: () => api.studentInfo(), enabled });
}

/** POST /api/student-info; the cached profile becomes the saved one (SPEC §7). */
export function useSaveStudentInfo() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: StudentInfoRequest) => api.saveStudentInfo(form),
    onSuccess: (saved: StudentInfoRecord) => queryClient.setQueryData(STUDENT_INFO_KEY, saved),
  });
}
