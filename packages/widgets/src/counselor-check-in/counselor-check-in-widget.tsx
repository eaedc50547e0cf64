import { useEffect } from 'react';
import { emit, hostOf } from '../elements/emit';
import { PuenteProvider } from '../providers';
import type { ThemeName } from '../theme';
import { type CheckInNumber, CounselorCheckIn } from './counselor-check-in';

export interface CounselorCheckInWidgetProps {
  theme?: string;
  checkIn?: string;
  dashboardUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

const THEMES: readonly ThemeName[] = ['light', 'dark', 'auto'];

/** `<puente-counselor-check-in>`'s React side: the provider around the check-in screen. */
export function CounselorCheckInWidget({
  theme,
  checkIn,
  dashboardUrl,
  container,
}: CounselorCheckInWidgetProps) {
  const host = hostOf(container);
  const shadowRoot = container instanceof ShadowRoot ? container : undefined;
  const number: CheckInNumber = checkIn?.trim() === '1' ? 1 : 2;

  useEffect(() => {
    if (host) emit(host, 'puente-ready', { tagName: host.localName });
  }, [host]);

  return (
    <PuenteProvider
      theme={THEMES.find((name) => name === theme) ?? 'light'}
      shadowRoot={shadowRoot}
    >
      <CounselorCheckIn checkIn={number} dashboardHref={dashboardUrl || undefined} />
    </PuenteProvider>
  );
}
