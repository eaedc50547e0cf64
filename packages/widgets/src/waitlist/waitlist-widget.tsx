import type { WaitlistEntry } from '@puente/core';
import { lazy, Suspense, useState } from 'react';
import { elementApiBase } from '../elements/api-base';
import { emit, hostOf } from '../elements/emit';
import { createQueryClient, PuenteProvider } from '../providers';
import type { ThemeName } from '../theme';
import { Button, Card } from '../ui';
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

const THEMES: readonly ThemeName[] = ['light', 'dark', 'auto'];

/** `<puente-waitlist>`'s React side: the provider around an inline form or a button and dialog. */
export function WaitlistWidget({
  apiBase,
  theme,
  mode,
  buttonLabel = 'Join the waitlist',
  container,
}: WaitlistWidgetProps) {
  const host = hostOf(container);
  const shadowRoot = container instanceof ShadowRoot ? container : undefined;
  // The form is the element's whole first render: its query cache comes with it, not after.
  const [queryClient] = useState(createQueryClient);
  const onJoined = (entry: WaitlistEntry) => {
    if (host) emit(host, 'puente-waitlist-joined', entry);
  };

  return (
    <PuenteProvider
      apiBase={elementApiBase(apiBase)}
      theme={THEMES.find((name) => name === theme) ?? 'light'}
      shadowRoot={shadowRoot}
      queryClient={queryClient}
    >
      {mode === 'button' ? (
        <WaitlistButton label={buttonLabel} onJoined={onJoined} />
      ) : (
        <InlineWaitlist onJoined={onJoined} />
      )}
    </PuenteProvider>
  );
}

function WaitlistButton({
  label,
  onJoined,
}: {
  label: string;
  onJoined: (entry: WaitlistEntry) => void;
}) {
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
        {label}
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
  const [entry, setEntry] = useState<WaitlistEntry | null>(null);
  return (
    <Card className={styles.inline} part="card">
      {entry ? (
        <WaitlistThankYou entry={entry} />
      ) : (
        <>
          <div className={styles.intro}>
            <h2 className={styles.heading}>Join the waitlist</h2>
            <p className={styles.lead}>
              Be among the first schools to give every counselor an AI assistant.
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
