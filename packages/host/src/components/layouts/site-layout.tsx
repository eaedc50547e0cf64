import { useLingui } from '@lingui/react';
import { Outlet } from 'react-router';
import { main } from '../../styles/layout.css';
import { Footer } from './footer';
import { Header } from './header';
import * as styles from './site-layout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The page frame of every screen but /auth: skip link, header, main, footer. */
export function SiteLayout() {
  const { i18n } = useLingui();
  return (
    <>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        {i18n._('Skip to main content')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={`${main} ${styles.main}`}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
