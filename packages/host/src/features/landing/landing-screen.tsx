import { useLingui } from '@lingui/react';
import { Button, Card, Grid, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { WaitlistDialog } from '@puente/widgets/waitlist';
import {
  BellRing,
  CircleCheck,
  Eye,
  GraduationCap,
  HeartHandshake,
  MessageSquare,
  School,
  Sparkles,
} from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './landing-screen.css';
import { catalog } from './locales';

const featureBlocks = [
  {
    icon: MessageSquare,
    title: /*i18n*/ 'Walk into every meeting prepared',
    text: /*i18n*/ 'Puente builds a profile of each student from their conversations and prepares conversation starters for your next check-in.',
    points: [
      /*i18n*/ 'Student profiles with aspirations, interests and background',
      /*i18n*/ 'Conversation starters for every check-in',
      /*i18n*/ 'College suggestions that match each profile',
    ],
  },
  {
    icon: BellRing,
    title: /*i18n*/ 'Know who needs you today',
    text: /*i18n*/ 'Progress on essays, applications and tasks is tracked for you, and alerts flag the students who need support.',
    points: [
      /*i18n*/ 'Essay, application and task progress at a glance',
      /*i18n*/ 'Alerts for missed milestones and late drafts',
      /*i18n*/ 'Reminders and learning campaigns in a few clicks',
    ],
  },
];

/**
 * `/` for a signed-out visitor (SPEC §1): the pitch to school counselors and
 * the waitlist; beside it, creating a school's workspace and the demo school,
 * and a way in for a student or a parent (their own short pages).
 */
export function LandingScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  usePageTitle(i18n._('AI for school counselors'));

  return (
    <div className={container}>
      <Stack
        as="section"
        gap="5"
        align="flex-start"
        className={styles.hero}
        aria-labelledby="landing-title"
      >
        <p className={styles.eyebrow}>
          <Sparkles size={16} aria-hidden />

          {i18n._('For school counselors')}
        </p>
        <h1 id="landing-title" className={styles.title}>
          {i18n._("Supercharge your school's counselors")}{' '}
          <span className={styles.titleAccent}>{i18n._('- with the power of AI')}</span>
        </h1>
        <p className={styles.lead}>
          {i18n._(
            'An AI tool that builds student profiles, prepares conversation starters, tracks progress on essays, applications and tasks, and raises alerts for students needing support.',
          )}
        </p>
        <Stack direction="row" wrap gap="3">
          <Button size="lg" onClick={() => setWaitlistOpen(true)}>
            {i18n._('Get Started')}
          </Button>
          <Button size="lg" variant="outline" onClick={() => setWaitlistOpen(true)}>
            {i18n._('Book a Demo')}
          </Button>
        </Stack>
        <Stack direction="row" wrap align="center" gap="3">
          <ButtonLink to={paths.createSchool.getHref()} variant="secondary">
            <School size={18} aria-hidden />
            {i18n._("Create your school's workspace")}
          </ButtonLink>
          <ButtonLink to={paths.demoAdvisorDashboard.getHref()} variant="ghost">
            <Eye size={18} aria-hidden />
            {i18n._('See a demo')}
          </ButtonLink>
        </Stack>
        <Stack
          as="nav"
          direction="row"
          wrap
          align="center"
          gap="3"
          aria-label={i18n._('Not a counselor?')}
          className={styles.families}
        >
          <Text tone="muted">{i18n._('Not a counselor?')}</Text>
          <ButtonLink to={paths.forStudents.getHref()} variant="outline">
            <GraduationCap size={18} aria-hidden />
            {i18n._("I'm a student")}
          </ButtonLink>
          <ButtonLink to={paths.forParents.getHref()} variant="outline">
            <HeartHandshake size={18} aria-hidden />
            {i18n._("I'm a parent")}
          </ButtonLink>
        </Stack>
      </Stack>
      <Grid
        as="section"
        columns="wide2"
        gap="6"
        className={styles.features}
        aria-label={i18n._('What Puente does for counselors')}
      >
        {featureBlocks.map(({ icon: Icon, title, text, points }) => (
          <Card key={title}>
            <span className={styles.featureIcon}>
              <Icon size={24} aria-hidden />
            </span>
            <Text as="h2" look="sectionTitle">
              {i18n._(title)}
            </Text>
            <Text tone="muted">{i18n._(text)}</Text>
            <Stack as="ul" gap="2">
              {points.map((point) => (
                <Stack as="li" key={point} direction="row" align="flex-start" gap="2">
                  <CircleCheck size={18} aria-hidden className={styles.pointMark} />
                  {i18n._(point)}
                </Stack>
              ))}
            </Stack>
          </Card>
        ))}
      </Grid>
      <WaitlistDialog open={waitlistOpen} onOpenChange={setWaitlistOpen} />
    </div>
  );
}
