import { useLingui } from '@lingui/react';
import { Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { JourneyScreen } from '../../components/journey-screen';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import * as styles from './intro-screen.css';
import { catalog } from './locales';

const steps = [
  /*i18n*/ 'Choose where you want to study',
  /*i18n*/ 'Tell us about your subjects and grades',
  /*i18n*/ 'Find the foundation year that fits you',
];

/** /intro (SPEC §2 "Welcome"): the student's first page after signing in. */
export function IntroScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Welcome'));
  return (
    <JourneyScreen
      id="intro-title"
      mark={<GraduationCap size={32} aria-hidden />}
      title={i18n._('Welcome to Puente')}
      lead={i18n._(
        'Your bridge from high school to a UK university. In a few minutes we will match your academic profile with foundation year programs that lead to the degree you want.',
      )}
      classes={styles}
    >
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <Stack as="li" key={step} gap="1" className={styles.step}>
            <Text as="span" size="sm" weight="bold" tone="primary">
              {i18n._('Step {number}', { number: index + 1 })}
            </Text>
            {i18n._(step)}
          </Stack>
        ))}
      </ol>
      <ButtonLink to={paths.countryChoice.getHref()} size="lg">
        {i18n._('Get Started')}
        <ArrowRight size={18} aria-hidden />
      </ButtonLink>
    </JourneyScreen>
  );
}
