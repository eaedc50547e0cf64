import { useLingui } from '@lingui/react';
import { type SignedInBrowser, sayMessage } from '@puente/core';
import { Badge, Button, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useApi, useLoadErrorToast, useToast } from '@puente/ui/providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { ListRow } from '../../components/list-row';
import { describeBrowser } from './describe-browser';
import { catalog } from './locales';
import { ProfileSection } from './profile-section';

/** The query key of GET /api/user/sessions. */
export const SIGNED_IN_BROWSERS_KEY = '/api/user/sessions';
export const LOAD_BROWSERS_FAILED =
  /*i18n*/ 'Failed to load your signed-in browsers. Please try again.';

/**
 * My Profile's list of the browsers the student is signed in on, this one
 * marked; any other can be signed out from here (a lost phone, a shared computer).
 */
export function SignedInBrowsers() {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
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
        title: /*i18n*/ 'Signed out',
        description: i18n._('{name} is no longer signed in.', {
          name: sayMessage((id, values) => i18n._(id, values), describeBrowser(browser.userAgent)),
        }),
      });
      return queryClient.invalidateQueries({ queryKey: [SIGNED_IN_BROWSERS_KEY] });
    },
    onError: () =>
      toast({
        title: /*i18n*/ 'Error',
        description: /*i18n*/ 'Failed to sign out that browser. Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <ProfileSection
      title={i18n._('Signed-in browsers')}
      lead={i18n._(
        'You are signed in on these browsers. Sign out any you do not recognise or no longer use.',
      )}
      headingId={headingId}
    >
      {browsers.isPending ? <Text tone="muted">{i18n._('Loading your browsers…')}</Text> : null}
      {browsers.data ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {browsers.data.map((browser) => {
            const name = sayMessage(
              (id, values) => i18n._(id, values),
              describeBrowser(browser.userAgent),
            );
            return (
              <ListRow
                key={browser.id}
                name={
                  <>
                    {name}{' '}
                    {browser.current ? (
                      <Badge tone="success">{i18n._('This browser')}</Badge>
                    ) : null}
                  </>
                }
                detail={
                  browser.signedInAt
                    ? i18n._('Signed in {when}', { when: format.moment(browser.signedInAt) })
                    : undefined
                }
              >
                {browser.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={i18n._('Sign out {name}', { name })}
                    disabled={signOut.isPending && signOut.variables?.id === browser.id}
                    onClick={() => signOut.mutate(browser)}
                  >
                    {i18n._('Sign out')}
                  </Button>
                )}
              </ListRow>
            );
          })}
        </Stack>
      ) : null}
    </ProfileSection>
  );
}
