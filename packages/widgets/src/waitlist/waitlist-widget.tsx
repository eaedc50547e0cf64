import { useLingui } from '@lingui/react';
import type { WaitlistEntry } from '@puente/core';
import { Button, Card } from '@puente/ui';
import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { lazy, Suspense, useState } from 'react';
import { catalog } from './locales';
import * as styles from './waitlist.css';
import { WaitlistForm } from './waitlist-form';
import { WaitlistThankYou } from './waitlist-thank-you';

export type WaitlistMode = 'inline' | 'button';

// In `button` mode the dialog's code loads with the first press, not with the page.
const loadDialog = () => import('./waitlist-dialog');
const WaitlistDialog = lazy(() =>
  loadDialog().then(({ WaitlistDialog }) => ({ default: WaitlistDialog })),
);

export interface WaitlistWidgetProps {
  apiBase?: string;
  theme?: string;
  mode?: string;
  buttonLabel?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** `<puente-waitlist>`'s React side: the provider around an inline form or a button and dialog. */
export function WaitlistWidget({
  apiBase,
  theme,
  mode,
  buttonLabel,
  container,
}: WaitlistWidgetProps) {
  const host = hostOf(container);
  const onJoined = (entry: WaitlistEntry) => {
    if (host) emit(host, 'puente-waitlist-joined', entry);
  };

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Waitlist notifications (F8)'}
      apiBase={apiBase}
    >
      {mode === 'button' ? (
        <WaitlistButton label={buttonLabel} onJoined={onJoined} />
      ) : (
        <InlineWaitlist onJoined={onJoined} />
      )}
    </ElementRoot>
  );
}

function WaitlistButton({
  label,
  onJoined,
}: {
  label: string | undefined;
  onJoined: (entry: WaitlistEntry) => void;
}) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="lg"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        part="button"
      >
        {label || i18n._('Join the waitlist')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <WaitlistDialog open={open} onOpenChange={setOpen} onJoined={onJoined} />
        </Suspense>
      ) : null}
    </>
  );
}

function InlineWaitlist({ onJoined }: { onJoined: (entry: WaitlistEntry) => void }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  return (
    <Card className={styles.inline} part="card">
      {entry ? (
        <WaitlistThankYou entry={entry} />
      ) : (
        <>
          <div className={styles.intro}>
            <h2 className={styles.heading}>{i18n._('Join the waitlist')}</h2>
            <p className={styles.lead}>
              {i18n._('Be among the first schools to give every counselor an AI assistant.')}
            </p>
          </div>
          <WaitlistForm
            onJoined={(joined) => {
              setEntry(joined);
              onJoined(joined);
            }}
          />
        </>
      )}
    </Card>
  );
}
