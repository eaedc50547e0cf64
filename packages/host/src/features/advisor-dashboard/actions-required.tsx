import { useLingui } from '@lingui/react';
import { type AdvisorActionItem, dashboardsCatalog, REMINDER_SENT_LABEL } from '@puente/core';
import { Badge, Button, Stack, Text, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { AlertTriangle, Check, CircleAlert } from 'lucide-react';
import { CardSection } from '../../components/card-section';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';

export interface ActionsRequiredProps {
  alerts: readonly AdvisorActionItem[];
  /** The essay-drafts reminder went out: that alert reads 'Sent', its button disabled. */
  reminderSent: boolean;
  onAction: (alert: AdvisorActionItem) => void;
}

/** The id of an alert's title, e.g. to bring focus back to it after its dialog closes. */
export const alertTitleId = (alert: Pick<AdvisorActionItem, 'id'>) => `alert-${alert.id}-title`;

/** An action the SPEC gives no behaviour: shown, but disabled rather than faked. */
const hasAction = (alert: AdvisorActionItem) => alert.id !== 'sat-scores';

/** Why Details and Review Scores do nothing, told to whoever reaches them by keyboard. */
export const NOT_AVAILABLE = /*i18n*/ 'Not available yet';
const notAvailableId = 'actions-required-not-available';

// Focusable and described rather than natively disabled, so a keyboard user finds out why.
const unavailable = { 'aria-disabled': true, 'aria-describedby': notAvailableId } as const;

/** 'Actions Required': the advisor's alerts, each with Details and its action (SPEC §2, §9). */
export function ActionsRequired({ alerts, reminderSent, onAction }: ActionsRequiredProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, dashboardsCatalog);
  return (
    <CardSection id="actions-required-title" title={i18n._('Actions Required')}>
      <VisuallyHidden id={notAvailableId}>{i18n._(NOT_AVAILABLE)}</VisuallyHidden>
      <ul className={styles.alertList}>
        {alerts.map((alert) => {
          const sent = alert.id === 'essay-drafts' && reminderSent;
          const Icon = alert.severity === 'high' ? AlertTriangle : CircleAlert;
          return (
            <li key={alert.id} className={styles.alertRow} data-alert={alert.id}>
              <span className={styles.alertIcon} data-severity={alert.severity} aria-hidden>
                <Icon size={18} />
              </span>
              <Stack gap="1">
                <h3 id={alertTitleId(alert)} tabIndex={-1} className={styles.alertTitle}>
                  {i18n._(alert.title)}
                  <Badge tone={alert.severity === 'high' ? 'red' : 'yellow'}>
                    {alert.severity === 'high'
                      ? i18n._('High priority')
                      : i18n._('Medium priority')}
                  </Badge>
                </h3>
                <Text size="sm" tone="muted">
                  {i18n._(alert.description)}
                </Text>
              </Stack>
              <div className={styles.alertActions}>
                <Button variant="outline" size="sm" {...unavailable}>
                  {i18n._('Details')}
                </Button>
                <Button
                  size="sm"
                  variant={alert.severity === 'high' ? 'primary' : 'secondary'}
                  disabled={sent}
                  {...(hasAction(alert) ? { onClick: () => onAction(alert) } : unavailable)}
                >
                  {sent ? (
                    <>
                      <Check size={16} aria-hidden />
                      {REMINDER_SENT_LABEL}
                    </>
                  ) : (
                    i18n._(alert.actionLabel)
                  )}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </CardSection>
  );
}
