import { useLingui } from '@lingui/react';
import { Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { FlaskConical } from 'lucide-react';
import { NavLink } from 'react-router';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './demo-banner.css';
import { catalog } from './locales';

/** The demo school's screens, in the order a visitor tours them. */
const DEMO_SCREENS = [
  { label: /*i18n*/ 'Advisor dashboard', to: paths.demoAdvisorDashboard.getHref() },
  { label: /*i18n*/ 'Check-in 1', to: paths.demoCheckIn1.getHref() },
  { label: /*i18n*/ 'Check-in 2', to: paths.demoCheckIn2.getHref() },
  { label: /*i18n*/ 'Parent dashboard', to: paths.demoParentDashboard.getHref() },
  { label: /*i18n*/ 'Administrator dashboard', to: paths.demoAdmin.getHref() },
];

/**
 * Above every screen of the demo school (`/demo/...`): that its students are
 * samples and nothing is saved, and the way to its other screens.
 */
export function DemoBanner() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <div className={container}>
      <section className={styles.banner} aria-labelledby="demo-school-title">
        <Text id="demo-school-title" weight="bold">
          <FlaskConical size={16} aria-hidden />{' '}
          {i18n._('Demo school — sample students, not real data. Nothing you do here is saved.')}
        </Text>
        <nav aria-label={i18n._('Demo school screens')}>
          <ul className={styles.links}>
            {DEMO_SCREENS.map((screen) => (
              <li key={screen.to}>
                <NavLink to={screen.to}>{i18n._(screen.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  );
}
