import { useLingui } from '@lingui/react';
import { Card, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ButtonLink } from '../../components/button-link';
import { paths } from '../../config/paths';
import { FamilyPage } from './family-page';
import { catalog } from './locales';
import { parentWelcome } from './welcome-pages';

const POINTS = [
  /*i18n*/ 'The programmes your child is considering, and what each one costs',
  /*i18n*/ 'Their deadlines and how far along each application is',
  /*i18n*/ 'Questions from their counselor, and answers to yours',
  /*i18n*/ 'Their personal statement only if they choose to share it',
];

/** `/parents`: what Puente shows a parent, and how they are invited (by the school or their child). */
export function ParentWelcomeScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <FamilyPage
      title={i18n._(parentWelcome.title)}
      lead={i18n._(parentWelcome.lead)}
      points={POINTS}
      next={
        <Card>
          <Stack gap="3" align="flex-start">
            <Text as="h2" look="sectionTitle">
              {i18n._('How to get in')}
            </Text>
            <Text>
              {i18n._(
                'You join with an invitation link. Your child can send it from My Profile, or their school’s counselor can send it by email or WhatsApp. Open it and create your account.',
              )}
            </Text>
            <Text tone="muted">
              {i18n._('No link yet? Ask your child or their counselor for one.')}
            </Text>
            <ButtonLink to={paths.demoParentDashboard.getHref()} variant="outline">
              {i18n._("See what a parent's page looks like")}
            </ButtonLink>
          </Stack>
        </Card>
      }
    />
  );
}
