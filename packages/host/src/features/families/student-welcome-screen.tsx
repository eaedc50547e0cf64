import { useLingui } from '@lingui/react';
import { Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';
import { FamilyPage } from './family-page';
import { catalog } from './locales';
import { studentWelcome } from './welcome-pages';

const POINTS = [
  /*i18n*/ 'Foundation years in the UK that match your grades, your subjects and the degree you want',
  /*i18n*/ 'What each programme asks for (English level, grades) and what it costs',
  /*i18n*/ 'Your applications in one list, with their deadlines',
  /*i18n*/ 'Help with your personal statement, step by step',
  /*i18n*/ 'If your school uses Puente, your counselor follows your progress with you',
];

/** `/students`: what Puente does for a student, and how to start (on their own or with a class code). */
export function StudentWelcomeScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <FamilyPage
      title={i18n._(studentWelcome.title)}
      lead={i18n._(studentWelcome.lead)}
      points={POINTS}
      next={
        <Stack gap="3">
          <Stack direction="row" wrap gap="3">
            <ButtonLink to={paths.auth.getHref(null, 'register')} size="lg">
              {i18n._('Create your account')}
            </ButtonLink>
            <ButtonLink to={paths.auth.getHref()} size="lg" variant="outline">
              {i18n._('Sign in')}
            </ButtonLink>
          </Stack>
          <Text tone="muted">
            {i18n._(
              'Did your counselor give your class a code? Create your account, then join your class with it.',
            )}
          </Text>
          <div>
            <ButtonLink to={paths.joinClass.getHref()} variant="ghost">
              {i18n._('I have a class code')}
            </ButtonLink>
          </div>
        </Stack>
      }
    />
  );
}
