import { useLingui } from '@lingui/react';
import { Button, Stack, Text } from '@puente/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { container, main, measure } from '../styles/layout.css';
import { usePageTitle } from './use-page-title';

/** What a screen that failed to load or render shows instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { i18n } = useLingui();
  usePageTitle(i18n._('Something went wrong'));
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={`${container} ${main}`}>
      <Stack as="section" gap="4" className={measure[40]} role="alert">
        <Text as="h1" look="pageTitle">
          {i18n._('Something went wrong')}
        </Text>
        <Text size="lg" tone="muted">
          {i18n._('This page could not be shown. Reloading usually helps.')}
        </Text>
        {detail ? <p>{detail}</p> : null}
        <Stack direction="row" wrap gap="3">
          <Button onClick={() => window.location.reload()}>{i18n._('Reload the page')}</Button>
        </Stack>
      </Stack>
    </main>
  );
}
