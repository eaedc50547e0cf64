import type { WaitlistEntry } from '@puente/core';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './waitlist.css';

export interface WaitlistThankYouProps {
  entry: WaitlistEntry;
  /** A heading element that names the view (the dialog passes its title). */
  heading?: ReactNode;
  children?: ReactNode;
}

/** What a school sees after joining: thanks, and where we will write. */
export function WaitlistThankYou({ entry, heading, children }: WaitlistThankYouProps) {
  return (
    <div className={styles.thankYou} part="thank-you">
      <span className={styles.thankYouIcon} aria-hidden>
        <CircleCheck size={28} />
      </span>
      {heading ?? <h2 className={styles.heading}>Thank you for joining!</h2>}
      <p className={styles.lead}>
        We'll be in touch with {entry.schoolName} soon at <strong>{entry.email}</strong>.
      </p>
      {children}
    </div>
  );
}
