import type { ApiClient } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** A read over core's client, cached under `key`. */
export function useApiQuery<T>(
  key: QueryKey,
  read: (api: ApiClient) => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const api = useApi();
  return useQuery({ queryKey: key, queryFn: () => read(api), enabled });
}

/** A write over core's client after which the list under `key` is read again. */
export function useRefetchingMutation<Value, Answer>(
  key: QueryKey,
  write: (api: ApiClient, value: Value) => Promise<Answer>,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Value) => write(api, value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
