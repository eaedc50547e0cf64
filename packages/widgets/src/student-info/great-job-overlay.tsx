import { PartyPopper } from 'lucide-react';
import { Spinner } from '../ui';
import * as styles from './student-info.css';

/** SPEC §2: the celebratory overlay shown while the profile saves and until the page moves on. */
export function GreatJobOverlay({ saved }: { saved: boolean }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.overlayPanel}>
        <span className={styles.overlayIcon}>
          <PartyPopper size={40} aria-hidden />
        </span>
        <p className={styles.overlayTitle}>Great job!</p>
        <p className={styles.overlayText}>
          {saved ? 'Taking you to the next step...' : 'Saving your academic information...'}
        </p>
        <Spinner />
      </div>
    </div>
  );
}
