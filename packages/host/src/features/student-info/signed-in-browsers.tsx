import type { SignedInBrowser } from '@puente/core';
import { useApi, useLoadErrorToast, useToast } from '@puente/widgets/providers';
import { Badge, Button } from '@puente/widgets/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { describeBrowser } from './describe-browser';
import * as styles from './signed-in-browsers.css';

/** The query key of GET /api/user/sessions. */
export const SIGNED_IN_BROWSERS_KEY = '/api/user/sessions';
export const LOAD_BROWSERS_FAILED = 'Failed to load your signed-in browsers. Please try again.';

const signedInAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * My Profile's list of the browsers the student is signed in on, this one
 * marked; any other can be signed out from here (a lost phone, a shared computer).
 */
export function SignedInBrowsers() {
  const api = useApi();
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const headingId = useId();
  const browsers = useQuery({
    queryKey: [SIGNED_IN_BROWSERS_KEY],
    queryFn: () => api.signedInBrowsers(),
  });
  useLoadErrorToast(browsers.error, LOAD_BROWSERS_FAILED);
  const signOut = useMutation({
    mutationFn: (browser: SignedInBrowser) => api.signOutBrowser(browser.id),
    onSuccess: (_answer, browser) => {
      toast({
        title: 'Signed out',
        description: `${describeBrowser(browser.userAgent)} is no longer signed in.`,
      });
      return queryClient.invalidateQueries({ queryKey: [SIGNED_IN_BROWSERS_KEY] });
    },
    onError: () =>
      toast({
        title: 'Error',
        description: 'Failed to sign out that browser. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Signed-in browsers
      </h2>
      <p className={styles.lead}>
        You are signed in on these browsers. Sign out any you do not recognise or no longer use.
      </p>
      {browsers.isPending ? <p className={styles.lead}>Loading your browsers…</p> : null}
      {browsers.data ? (
        <ul className={styles.list} aria-labelledby={headingId}>
          {browsers.data.map((browser) => {
            const name = describeBrowser(browser.userAgent);
            return (
              <li key={browser.id} className={styles.item}>
                <div>
                  <p className={styles.name}>
                    {name} {browser.current ? <Badge tone="success">This browser</Badge> : null}
                  </p>
                  {browser.signedInAt ? (
                    <p className={styles.when}>
                      Signed in {signedInAt.format(new Date(browser.signedInAt))}
                    </p>
                  ) : null}
                </div>
                {browser.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Sign out ${name}`}
                    disabled={signOut.isPending && signOut.variables?.id === browser.id}
                    onClick={() => signOut.mutate(browser)}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
