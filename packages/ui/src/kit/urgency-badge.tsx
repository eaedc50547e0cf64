import type { Urgency } from '@puente/core';
import { AlarmClock, CalendarClock, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge';

const TONES: Readonly<Record<Urgency, BadgeTone>> = {
  overdue: 'danger',
  soon: 'warning',
  later: 'neutral',
};
const ICONS = { overdue: TriangleAlert, soon: AlarmClock, later: CalendarClock };

export interface UrgencyBadgeProps {
  /** How pressing the day is (core's `deadlineUrgency` or `nextStep`). */
  urgency: Urgency;
  /** The words: 'Closes in 6 days', 'Due soon'. */
  children: ReactNode;
  className?: string;
}

/**
 * How soon a deadline is, in words, an icon and a tone together (never colour
 * alone): a warning within a week, danger once past, quiet otherwise.
 */
export function UrgencyBadge({ urgency, children, className }: UrgencyBadgeProps) {
  const Icon = ICONS[urgency];
  return (
    <Badge tone={TONES[urgency]} className={className} data-urgency={urgency}>
      <Icon size={12} aria-hidden />
      {children}
    </Badge>
  );
}
