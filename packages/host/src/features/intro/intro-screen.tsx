import { ArrowRight, GraduationCap } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './intro-screen.css';

const steps = [
  'Choose where you want to study',
  'Tell us about your subjects and grades',
  'Find the foundation year that fits you',
];

/** /intro (SPEC §2 "Welcome"): the student's first page after signing in. */
export function IntroScreen() {
  usePageTitle('Welcome');
  return (
    <div className={container}>
      <section className={styles.intro} aria-labelledby="intro-title">
        <span className={styles.mark}>
          <GraduationCap size={32} aria-hidden />
        </span>
        <h1 id="intro-title" className={styles.title}>
          Welcome to Puente
        </h1>
        <p className={styles.lead}>
          Your bridge from high school to a UK university. In a few minutes we will match your
          academic profile with foundation year programs that lead to the degree you want.
        </p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>Step {index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
        <ButtonLink to={paths.countryChoice.getHref()} size="lg">
          Get Started
          <ArrowRight size={18} aria-hidden />
        </ButtonLink>
      </section>
    </div>
  );
}
