import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { brand, container } from '../../styles/layout.css';
import { PlaceholderLink } from '../placeholder-link';
import * as styles from './footer.css';
import { LanguageSwitch } from './language-switch';

const exploreLinks = [
  { label: /*i18n*/ 'Home', to: paths.home.getHref() },
  { label: /*i18n*/ 'Universities', to: paths.universitySuggestions.getHref() },
  { label: /*i18n*/ 'Foundation Year Programs', to: paths.selectedPrograms.getHref() },
  { label: /*i18n*/ 'My Profile', to: paths.studentInfo.getHref() },
];
const supportPlaceholders = [
  /*i18n*/ 'FAQs',
  /*i18n*/ 'Contact Us',
  /*i18n*/ 'Privacy Policy',
  /*i18n*/ 'Terms of Service',
];
const socialPlaceholders = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'];

/** The site footer (SPEC §1, §2): links, placeholders, a newsletter line, the copyright. */
export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <Stack gap="2">
            <p className={brand}>
              <GraduationCap size={22} aria-hidden />
              Puente
            </p>
            <p>
              {i18n._(
                'Helping international students find the perfect foundation year program for UK universities.',
              )}
            </p>
          </Stack>
          <Stack as="nav" gap="2" aria-label={i18n._('Footer')}>
            <h2 className={styles.heading}>{i18n._('Explore')}</h2>
            <Stack as="ul" gap="2">
              {exploreLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {i18n._(link.label)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack gap="2">
            <h2 className={styles.heading}>{i18n._('Support')}</h2>
            <Stack as="ul" gap="2">
              {supportPlaceholders.map((label) => (
                <li key={label}>
                  <PlaceholderLink className={styles.link}>{i18n._(label)}</PlaceholderLink>
                </li>
              ))}
            </Stack>
          </Stack>
          <Stack gap="2">
            <h2 className={styles.heading}>{i18n._('Stay in touch')}</h2>
            <Stack gap="3">
              <p>
                {i18n._(
                  'Our newsletter brings foundation year deadlines and scholarship news each month.',
                )}
              </p>
              <Stack as="ul" gap="2" aria-label={i18n._('Social media')}>
                {socialPlaceholders.map((label) => (
                  <li key={label}>
                    <PlaceholderLink className={styles.link}>{label}</PlaceholderLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Stack>
        </div>
        <div className={styles.bottom}>
          <p>{i18n._('© {year} Puente. All rights reserved.', { year })}</p>
          <p>{i18n._('Made for students heading to UK universities.')}</p>
          <LanguageSwitch className={styles.languageSwitch} />
        </div>
      </div>
    </footer>
  );
}
