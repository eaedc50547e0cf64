import { useLingui } from '@lingui/react';
import { PartyPopper } from 'lucide-react';
import { useCatalog } from '../i18n/use-catalog';
import { Spinner } from '../ui';
import { catalog } from './locales';
import * as styles from './student-info.css';

/** SPEC §2: the celebratory overlay shown while the profile saves and until the page moves on. */
export function GreatJobOverlay({ saved }: { saved: boolean }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.overlayPanel}>
        <span className={styles.overlayIcon}>
          <PartyPopper size={40} aria-hidden />
        </span>
        <p className={styles.overlayTitle}>{i18n._('Great job!')}</p>
        <p className={styles.overlayText}>
          {saved
            ? i18n._('Taking you to the next step...')
            : i18n._('Saving your academic information...')}
        </p>
        <Spinner />
      </div>
    </div>
  );
}
