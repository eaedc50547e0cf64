import { useLingui } from '@lingui/react';
import { classNames, Grid, PageHeader, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { ArrowRight, BookOpen, GraduationCap, Languages, School } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { centredColumn, container, measure } from '../../styles/layout.css';
import * as styles from './foundation-year-intro-screen.css';
import { catalog } from './locales';

const reasons = [
  {
    icon: School,
    title: /*i18n*/ 'Twelve years, not thirteen',
    text: /*i18n*/ 'UK bachelor’s degrees expect A-levels, a thirteenth year of school. A Mexican preparatoria diploma usually does not give direct entry, so universities ask for one year more.',
  },
  {
    icon: BookOpen,
    title: /*i18n*/ 'The subjects your degree builds on',
    text: /*i18n*/ 'The foundation year teaches the maths, sciences or humanities your degree needs, at the level first-year UK students start from.',
  },
  {
    icon: Languages,
    title: /*i18n*/ 'Academic English',
    text: /*i18n*/ 'You study in English from the first day: essays, lectures, seminars and exams, with support until you meet the IELTS level of your degree.',
  },
  {
    icon: GraduationCap,
    title: /*i18n*/ 'A guaranteed next step',
    text: /*i18n*/ 'Pass with the grades your programme sets and you progress to the bachelor’s degree, often at the same university, without applying again.',
  },
];

/** /foundation-year-intro (SPEC §2): why a foundation year is needed, then on to the programmes. */
export function FoundationYearIntroScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Why a foundation year?'));
  return (
    <div className={container}>
      <Stack
        as="section"
        gap="8"
        className={classNames(measure[60], centredColumn)}
        aria-labelledby="foundation-year-title"
      >
        <PageHeader
          gap={3}
          size="intro"
          id="foundation-year-title"
          className={styles.header}
          eyebrow={i18n._('Your path to a UK degree')}
          title={i18n._('Why a foundation year?')}
          lead={i18n._(
            'A foundation year is a one-year course at or with a UK university that prepares international students for the first year of a bachelor’s degree. For most students from Mexico it is the way in.',
          )}
        />
        <Grid as="ul" columns="wide2">
          {reasons.map(({ icon: Icon, title, text }) => (
            <Stack as="li" key={title} gap="2" className={styles.reason}>
              <span className={styles.reasonIcon}>
                <Icon size={22} aria-hidden />
              </span>
              <Text as="h2" size="lg" weight="bold">
                {i18n._(title)}
              </Text>
              <Text tone="muted">{i18n._(text)}</Text>
            </Stack>
          ))}
        </Grid>
        <Stack direction="row" wrap gap="3">
          <ButtonLink to={paths.foundationPrograms.getHref()} size="lg">
            {i18n._('Explore Foundation Programs')}
            <ArrowRight size={18} aria-hidden />
          </ButtonLink>
          <ButtonLink to={paths.universitySuggestions.getHref()} size="lg" variant="outline">
            {i18n._('See Suggested Universities')}
          </ButtonLink>
        </Stack>
      </Stack>
    </div>
  );
}
