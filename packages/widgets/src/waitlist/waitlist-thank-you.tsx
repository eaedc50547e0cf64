import { Trans, useLingui } from '@lingui/react';
import type { WaitlistEntry } from '@puente/core';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalog } from './locales';
import * as styles from './waitlist.css';

export interface WaitlistThankYouProps {
  entry: WaitlistEntry;
  /** A heading element that names the view (the dialog passes its title). */
  heading?: ReactNode;
  children?: ReactNode;
}

/** What a school sees after joining: thanks, and where we will write. */
export function WaitlistThankYou({ entry, heading, children }: WaitlistThankYouProps) {
  useCatalog(catalog);
  const { i18n } = useLingui();
  return (
    <div className={styles.thankYou} part="thank-you">
      <span className={styles.thankYouIcon} aria-hidden>
        <CircleCheck size={28} />
      </span>
      {heading ?? <h2 className={styles.heading}>{i18n._('Thank you for joining!')}</h2>}
      <p className={styles.lead}>
        <Trans
          id="We'll be in touch with {schoolName} soon at <0>{email}</0>."
          values={{ schoolName: entry.schoolName, email: entry.email }}
          components={{ 0: <strong /> }}
        />
      </p>
      {children}
    </div>
  );
}
