import { QueryClientContext } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useContext } from 'react';

const OwnQueryClient = lazy(() =>
  import('./own-query-client').then(({ OwnQueryClient }) => ({ default: OwnQueryClient })),
);

/**
 * Gives the part of a screen that reads or writes server data a query cache:
 * the one around it (the site's, or a `queryClient` given to PuenteProvider),
 * else one of its own whose code (TanStack Query) arrives just after the
 * first render; `fallback` stands in until then, and while a lazy child
 * loads. An element that shows no server data never loads it.
 */
export function WithQueryClient({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const surrounding = useContext(QueryClientContext);
  return (
    <Suspense fallback={fallback}>
      {surrounding ? children : <OwnQueryClient>{children}</OwnQueryClient>}
    </Suspense>
  );
}
