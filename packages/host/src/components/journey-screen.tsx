import { Text } from '@puente/ui';
import type { ReactNode } from 'react';
import { container } from '../styles/layout.css';

export interface JourneyScreenProps {
  /** The `<h1>`'s id, which names the section. */
  id: string;
  /** The icon in the disc above the title. */
  mark: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** The screen's own classes: the section, the disc and the title. */
  classes: { screen: string; mark: string; title: string };
  children: ReactNode;
}

/** A step of the student's first journey: a disc, the `<h1>`, a lead, then the step's content. */
export function JourneyScreen({ id, mark, title, lead, classes, children }: JourneyScreenProps) {
  return (
    <div className={container}>
      <section className={classes.screen} aria-labelledby={id}>
        <span className={classes.mark}>{mark}</span>
        <h1 id={id} className={classes.title}>
          {title}
        </h1>
        <Text size="lg" tone="muted">
          {lead}
        </Text>
        {children}
      </section>
    </div>
  );
}
