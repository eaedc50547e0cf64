import { Button, Card } from '@puente/widgets/ui';
import { WaitlistDialog } from '@puente/widgets/waitlist';
import { BellRing, CircleCheck, MessageSquare, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { container } from '../../styles/layout.css';
import * as styles from './landing-screen.css';

const featureBlocks = [
  {
    icon: MessageSquare,
    title: 'Walk into every meeting prepared',
    text: 'Puente builds a profile of each student from their conversations and prepares conversation starters for your next check-in.',
    points: [
      'Student profiles with aspirations, interests and background',
      'Conversation starters for every check-in',
      'College suggestions that match each profile',
    ],
  },
  {
    icon: BellRing,
    title: 'Know who needs you today',
    text: 'Progress on essays, applications and tasks is tracked for you, and alerts flag the students who need support.',
    points: [
      'Essay, application and task progress at a glance',
      'Alerts for missed milestones and late drafts',
      'Reminders and learning campaigns in a few clicks',
    ],
  },
];

/** `/` for a signed-out visitor (SPEC §1): the pitch to school counselors and the waitlist. */
export function LandingScreen() {
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  usePageTitle('AI for school counselors');

  return (
    <div className={container}>
      <section className={styles.hero} aria-labelledby="landing-title">
        <p className={styles.eyebrow}>
          <Sparkles size={16} aria-hidden />
          For school counselors
        </p>
        <h1 id="landing-title" className={styles.title}>
          Supercharge your school's counselors{' '}
          <span className={styles.titleAccent}>- with the power of AI</span>
        </h1>
        <p className={styles.lead}>
          An AI tool that builds student profiles, prepares conversation starters, tracks progress
          on essays, applications and tasks, and raises alerts for students needing support.
        </p>
        <div className={styles.actions}>
          <Button size="lg" onClick={() => setWaitlistOpen(true)}>
            Get Started
          </Button>
          <Button size="lg" variant="outline" onClick={() => setWaitlistOpen(true)}>
            Book a Demo
          </Button>
        </div>
      </section>
      <section className={styles.features} aria-label="What Puente does for counselors">
        {featureBlocks.map(({ icon: Icon, title, text, points }) => (
          <Card key={title} className={styles.feature}>
            <span className={styles.featureIcon}>
              <Icon size={24} aria-hidden />
            </span>
            <h2 className={styles.featureTitle}>{title}</h2>
            <p className={styles.featureText}>{text}</p>
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point} className={styles.point}>
                  <CircleCheck size={18} aria-hidden className={styles.pointMark} />
                  {point}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </section>
      <WaitlistDialog open={waitlistOpen} onOpenChange={setWaitlistOpen} />
    </div>
  );
}
