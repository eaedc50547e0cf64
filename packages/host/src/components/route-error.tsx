import { Button } from '@puente/widgets/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { container, main } from '../styles/layout.css';
import * as styles from './placeholder-screen.css';
import { usePageTitle } from './use-page-title';

/** What a screen that failed to load or render shows instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className={`${container} ${main}`}>
      <section className={styles.screen} role="alert">
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.lead}>This page could not be shown. Reloading usually helps.</p>
        {detail ? <p>{detail}</p> : null}
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
        </div>
      </section>
    </main>
  );
}
