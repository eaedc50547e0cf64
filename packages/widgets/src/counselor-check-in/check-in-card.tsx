import { Card } from '@puente/ui';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as shared from './counselor-check-in.css';

export interface CheckInCardProps {
  /** The card's `part`, for a school's stylesheet. */
  part: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}

/** A card of the check-in: a region named by its heading, an icon before the title. */
export function CheckInCard({ part, icon: Icon, title, children }: CheckInCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} part={part}>
      <h2 id={titleId} className={shared.cardTitle}>
        <Icon size={20} className={shared.cardIcon} aria-hidden />
        {title}
      </h2>
      {children}
    </Card>
  );
}
