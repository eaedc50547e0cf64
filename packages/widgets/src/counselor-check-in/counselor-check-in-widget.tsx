import { ElementRoot } from '@puente/ui/elements/element-root';
import { type CheckInNumber, CounselorCheckIn } from './counselor-check-in';

export interface CounselorCheckInWidgetProps {
  theme?: string;
  checkIn?: string;
  dashboardUrl?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** `<puente-counselor-check-in>`'s React side: the provider around the check-in screen. */
export function CounselorCheckInWidget({
  theme,
  checkIn,
  dashboardUrl,
  container,
}: CounselorCheckInWidgetProps) {
  const number: CheckInNumber = checkIn?.trim() === '1' ? 1 : 2;

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Check-in notifications (F8)'}
    >
      <CounselorCheckIn checkIn={number} dashboardHref={dashboardUrl || undefined} />
    </ElementRoot>
  );
}
