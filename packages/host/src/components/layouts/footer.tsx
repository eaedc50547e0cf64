import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { brand, container } from '../../styles/layout.css';
import * as styles from './footer.css';
import { LanguageSwitch } from './language-switch';

/** The footer's link columns: each a nav with its own name, its heading and its links. */
const linkColumns = [
  {
    label: /*i18n*/ 'Footer',
    heading: /*i18n*/ 'Explore',
    links: [
      { label: /*i18n*/ 'Home', to: paths.home.getHref() },
      { label: /*i18n*/ 'Universities', to: paths.universitySuggestions.getHref() },
      { label: /*i18n*/ 'Foundation Year Programs', to: paths.selectedPrograms.getHref() },
      { label: /*i18n*/ 'My Profile', to: paths.studentInfo.getHref() },
    ],
  },
  {
    label: /*i18n*/ 'Support',
    heading: /*i18n*/ 'Support',
    links: [
      { label: /*i18n*/ 'Help', to: paths.help.getHref() },
      { label: /*i18n*/ 'Contact Us', to: paths.contact.getHref() },
      { label: /*i18n*/ 'Privacy notice', to: paths.privacy.getHref() },
      { label: /*i18n*/ 'Terms of use', to: paths.terms.getHref() },
    ],
  },
];

/**
 * The site footer (SPEC §1, §2): links, a newsletter line, the copyright.
 * Every link goes somewhere: SPEC's FAQ is the help pages, and its social
 * links are gone until Puente has accounts to point them at.
 */
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
          {linkColumns.map((column) => (
            <Stack as="nav" gap="2" aria-label={i18n._(column.label)} key={column.heading}>
              <h2 className={styles.heading}>{i18n._(column.heading)}</h2>
              <Stack as="ul" gap="2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link}>
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
          <Stack gap="2">
            <h2 className={styles.heading}>{i18n._('Stay in touch')}</h2>
            <p>
              {i18n._(
                'Our newsletter brings foundation year deadlines and scholarship news each month.',
              )}
            </p>
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
