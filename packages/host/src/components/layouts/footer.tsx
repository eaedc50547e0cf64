import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { PlaceholderLink } from '../placeholder-link';
import * as styles from './footer.css';
import { LanguageSwitch } from './language-switch';

const exploreLinks = [
  { label: 'Home', to: paths.home.getHref() },
  { label: 'Universities', to: paths.universitySuggestions.getHref() },
  { label: 'Foundation Year Programs', to: paths.selectedPrograms.getHref() },
  { label: 'My Profile', to: paths.studentInfo.getHref() },
];
const supportPlaceholders = ['FAQs', 'Contact Us', 'Privacy Policy', 'Terms of Service'];
const socialPlaceholders = ['Facebook', 'Instagram', 'LinkedIn', 'YouTube'];

/** The site footer (SPEC §1, §2): links, placeholders, a newsletter line, the copyright. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={container}>
        <div className={styles.columns}>
          <div>
            <p className={styles.brand}>
              <GraduationCap size={22} aria-hidden />
              Puente
            </p>
            <p>
              Helping international students find the perfect foundation year program for UK
              universities.
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className={styles.heading}>Explore</h2>
            <ul className={styles.links}>
              {exploreLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>Support</h2>
            <ul className={styles.links}>
              {supportPlaceholders.map((label) => (
                <li key={label}>
                  <PlaceholderLink className={styles.link}>{label}</PlaceholderLink>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Stay in touch</h2>
            <p>Our newsletter brings foundation year deadlines and scholarship news each month.</p>
            <ul className={styles.socialLinks} aria-label="Social media">
              {socialPlaceholders.map((label) => (
                <li key={label}>
                  <PlaceholderLink className={styles.link}>{label}</PlaceholderLink>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className={styles.bottom}>
          <p>© {year} Puente. All rights reserved.</p>
          <p>Made for students heading to UK universities.</p>
          <LanguageSwitch className={styles.languageSwitch} />
        </div>
      </div>
    </footer>
  );
}
