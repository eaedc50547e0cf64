import type { ApiClient } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

/** A read over core's client, cached under `key`. */
export function useApiQuery<T>(
  key: QueryKey,
  read: (api: ApiClient) => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => read(api), enabled });
}

/** A write over core's client, then `after` with the query client and the write's answer. */
function useApiMutation<Value, Answer>(
  write: (api: ApiClient, value: Value) => Promise<Answer>,
  after: (queryClient: QueryClient, answer: Answer) => unknown,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Value) => write(api, value),
    onSuccess: (answer: Answer) => after(queryClient, answer),
  });
}

/** A write over core's client after which the list under `key` is read again. */
export const useRefetchingMutation = <Value, Answer>(
  key: QueryKey,
  write: (api: ApiClient, value: Value) => Promise<Answer>,
) => useApiMutation(write, (queryClient) => queryClient.invalidateQueries({ queryKey: key }));

/** A write over core's client whose answer becomes what is cached under `key`. */
export const useSavingMutation = <Value, Answer>(
  key: QueryKey,
  write: (api: ApiClient, value: Value) => Promise<Answer>,
) => useApiMutation(write, (queryClient, saved) => queryClient.setQueryData(key, saved));
