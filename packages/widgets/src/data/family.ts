import { reminderApi, schoolApi } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useMutation } from '@tanstack/react-query';
import { useApiQuery, useRefetchingMutation, useSavingMutation } from './api-hooks';

export const CHILDREN_KEY = ['/api/children'] as const;
export const childKey = (id: number) => ['/api/children', id] as const;
export const PARENTS_KEY = ['/api/user/parents'] as const;
export const DATA_VIEWS_KEY = ['/api/user/data-views'] as const;
export const STATEMENT_SHARING_KEY = ['/api/user/statement-sharing'] as const;

/** GET /api/children: the signed-in parent's linked children. */
export const useChildren = () => useApiQuery(CHILDREN_KEY, (api) => schoolApi.children(api));

/** GET /api/children/:id: a child's profile and programmes, read-only; statement text only when shared. */
export const useChild = (id: number | null) =>
  useApiQuery(childKey(id ?? 0), (api) => schoolApi.child(api, id ?? 0), { enabled: id !== null });

export const childTasksKey = (id: number) => ['/api/children', id, 'tasks'] as const;

/** GET /api/children/:id/tasks: the child's counselor's questions, answered or not (never the answers). */
export const useChildTasks = (id: number) =>
  useApiQuery(childTasksKey(id), (api) => reminderApi.childTasks(api, id));

/** DELETE /api/children/:id: the parent removes their link to a child. */
export const useUnlinkChild = () =>
  useRefetchingMutation(CHILDREN_KEY, (api, id: number) => schoolApi.unlinkChild(api, id));

/** GET /api/user/parents: the signed-in student's linked parents. */
export const useParents = () => useApiQuery(PARENTS_KEY, (api) => schoolApi.parents(api));

/** DELETE /api/user/parents/:id: the student removes a parent's link. */
export const useUnlinkParent = () =>
  useRefetchingMutation(PARENTS_KEY, (api, id: number) => schoolApi.unlinkParent(api, id));

/** GET /api/user/statement-sharing: whether the student's parents may read their statements. */
export const useStatementSharing = () =>
  useApiQuery(STATEMENT_SHARING_KEY, (api) => schoolApi.statementSharing(api));

/** PUT /api/user/statement-sharing: the student shares their statements with their parents, or stops. */
export const useShareStatement = () =>
  useSavingMutation(STATEMENT_SHARING_KEY, (api, shared: boolean) =>
    schoolApi.shareStatement(api, { shared }),
  );

/** GET /api/user/data-views: who on the staff, or which parent, looked at the student's data. */
export const useDataViews = () => useApiQuery(DATA_VIEWS_KEY, (api) => schoolApi.dataViews(api));

/** DELETE /api/user/school: the student leaves their school; answers where they now belong. */
export function useLeaveSchool() {
  const api = useApi();
  return useMutation({ mutationFn: () => schoolApi.leaveSchool(api) });
}
