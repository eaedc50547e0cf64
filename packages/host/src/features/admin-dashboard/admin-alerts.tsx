import { useLingui } from '@lingui/react';
import type { AdminAlert } from '@puente/core';
import { dashboardsCatalog } from '@puente/core';
import { Grid, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { AlertTriangle } from 'lucide-react';
import { CardSection } from '../../components/card-section';
import { NotYetAction } from '../../components/not-yet-action';
import * as styles from './admin-dashboard.css';
import { catalog } from './locales';

/**
 * 'Actions Required' (SPEC §2, §9): the three school-wide alerts. The SPEC
 * gives their buttons no behaviour, so they are disabled and say why.
 */
export function AdminAlerts({ alerts }: { alerts: readonly AdminAlert[] }) {
  const { i18n } = useLingui();
  useCatalog(catalog, dashboardsCatalog);
  return (
    <CardSection id="admin-actions-title" title={i18n._('Actions Required')}>
      <Grid as="ul" columns="wide3">
        {alerts.map((alert) => (
          <Stack as="li" key={alert.id} gap="2" className={styles.alert}>
            <h3 className={styles.alertTitle}>
              <AlertTriangle size={18} className={styles.alertIcon} aria-hidden />
              {i18n._(alert.title)}
            </h3>
            <p className={styles.alertDescription}>{i18n._(alert.description)}</p>
            <NotYetAction>{i18n._(alert.actionLabel)}</NotYetAction>
          </Stack>
        ))}
      </Grid>
    </CardSection>
  );
}
