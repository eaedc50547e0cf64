import { useLingui } from '@lingui/react';
import { Spinner } from '@puente/ui';
import { loading } from './session-loading.css';

/** What a screen shows while the session is still being read, instead of the wrong page. */
export function SessionLoading() {
  const { i18n } = useLingui();
  return (
    <div className={loading}>
      <Spinner label={i18n._('Loading your session')} />
    </div>
  );
}
