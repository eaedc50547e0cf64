import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../providers';

export const CHILDREN_KEY = ['/api/children'] as const;
export const childKey = (id: number) => ['/api/children', id] as const;
export const PARENTS_KEY = ['/api/user/parents'] as const;
export const DATA_VIEWS_KEY = ['/api/user/data-views'] as const;

/** GET /api/children: the signed-in parent's linked children. */
export function useChildren() {
  const api = useApi();
  return useQuery({ queryKey: CHILDREN_KEY, queryFn: () => api.children() });
}

/** GET /api/children/:id: a child's profile and programmes, read-only, no statement text. */
export function useChild(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: childKey(id ?? 0),
    queryFn: () => api.child(id ?? 0),
    enabled: id !== null,
  });
}

/** DELETE /api/children/:id: the parent removes their link to a child. */
export function useUnlinkChild() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.unlinkChild(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHILDREN_KEY }),
  });
}

/** GET /api/user/parents: the signed-in student's linked parents. */
export function useParents() {
  const api = useApi();
  return useQuery({ queryKey: PARENTS_KEY, queryFn: () => api.parents() });
}

/** DELETE /api/user/parents/:id: the student removes a parent's link. */
export function useUnlinkParent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.unlinkParent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PARENTS_KEY }),
  });
}

/** GET /api/user/data-views: who on the staff, or which parent, looked at the student's data. */
export function useDataViews() {
  const api = useApi();
  return useQuery({ queryKey: DATA_VIEWS_KEY, queryFn: () => api.dataViews() });
}

/** DELETE /api/user/school: the student leaves their school; answers where they now belong. */
export function useLeaveSchool() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.leaveSchool() });
}
