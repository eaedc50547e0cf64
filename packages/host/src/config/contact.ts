import { CONTACT_EMAIL_META, CONTACT_EMAIL_PLACEHOLDER, DEFAULT_CONTACT_EMAIL } from '@puente/core';
import { useApi } from '@puente/ui/providers';
import { useQuery } from '@tanstack/react-query';

/**
 * The address already on the page: while prerendering, the placeholder the
 * server replaces by CONTACT_EMAIL; in a prerendered page, the meta the server
 * wrote with it (so hydration renders the same). Undefined elsewhere.
 */
function writtenAddress(): string | undefined {
  if (typeof document === 'undefined') return CONTACT_EMAIL_PLACEHOLDER;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CONTACT_EMAIL_META}"]`);
  return meta?.content || undefined;
}

/**
 * Where families write to Puente: questions, and privacy (ARCO) requests. The
 * operator's CONTACT_EMAIL (README), from the page or GET /api/contact;
 * undefined while it is asked for.
 */
export function useContactEmail(): string | undefined {
  const api = useApi();
  const written = writtenAddress();
  const asked = useQuery({
    queryKey: ['/api/contact'],
    queryFn: () => api.contact(),
    enabled: written === undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (written !== undefined) return written;
  return asked.data?.email ?? (asked.isError ? DEFAULT_CONTACT_EMAIL : undefined);
}
