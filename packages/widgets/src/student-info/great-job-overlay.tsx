import { useLingui } from '@lingui/react';
import { Spinner, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { PartyPopper } from 'lucide-react';
import { catalog } from './locales';
import * as styles from './student-info.css';

/** SPEC §2: the celebratory overlay shown while the profile saves and until the page moves on. */
export function GreatJobOverlay({ saved }: { saved: boolean }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <div className={styles.overlayPanel}>
        <Text as="span" tone="primary">
          <PartyPopper size={40} aria-hidden />
        </Text>
        <p className={styles.overlayTitle}>{i18n._('Great job!')}</p>
        <Text tone="muted">
          {saved
            ? i18n._('Taking you to the next step...')
            : i18n._('Saving your academic information...')}
        </Text>
        <Spinner />
      </div>
    </div>
  );
}
