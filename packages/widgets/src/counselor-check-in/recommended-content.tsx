import { useLingui } from '@lingui/react';
import {
  COMPLETED_CONTENT_IDS,
  checkInCatalog,
  INITIALLY_ASSIGNED_CONTENT_IDS,
  RECOMMENDED_CONTENT,
  type RecommendedContent,
  type RecommendedContentType,
} from '@puente/core';
import { Badge, Button, Stack, Tooltip } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import {
  Check,
  CircleCheck,
  FileText,
  Link2,
  type LucideIcon,
  Presentation,
  Sparkles,
  Video,
} from 'lucide-react';
import { useState } from 'react';
import { CheckInCard } from './check-in-card';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import * as styles from './recommended-content.css';
import { useNotConnected } from './use-not-connected';

const TYPE_ICONS: Record<RecommendedContentType, LucideIcon> = {
  Article: FileText,
  Video,
  Workshop: Presentation,
};

const TYPE_LABELS: Record<RecommendedContentType, string> = {
  Article: /*i18n*/ 'Article',
  Video: /*i18n*/ 'Video',
  Workshop: /*i18n*/ 'Workshop',
};

/** Which resources are assigned to the student and which they completed. */
export interface AssignedContent {
  assigned: ReadonlySet<number>;
  /** The student's own Completed state. */
  completed: ReadonlySet<number>;
  assign: (id: number) => void;
  /** Takes an assignment back; without it an assignment stays (as the server keeps it). */
  unassign?: ((id: number) => void) | undefined;
  /**
   * The student's assignments are still on their way: no action is offered until they are
   * known, so a counselor is never shown Assign on what is assigned or done.
   */
  pending?: boolean | undefined;
}

export interface RecommendedContentCardProps {
  items?: readonly RecommendedContent[];
  /** A real student's assignments; the sample's (SPEC §4) otherwise. */
  assignments?: AssignedContent | undefined;
}

/** The sample's assignments (SPEC §4): items 1 and 2 completed, item 3 toggles. */
function useSampleAssignments(): AssignedContent {
  const [assigned, setAssigned] = useState<ReadonlySet<number>>(
    () => new Set(INITIALLY_ASSIGNED_CONTENT_IDS),
  );
  const change = (id: number, on: boolean) =>
    setAssigned((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return {
    assigned,
    completed: new Set(COMPLETED_CONTENT_IDS),
    assign: (id) => change(id, true),
    unassign: (id) => change(id, false),
  };
}

/**
 * AI-Recommended Content (SPEC §2, §4): finished resources show Completed;
 * the others can be assigned to the student (and unassigned), or shared.
 */
export function RecommendedContentCard({
  items = RECOMMENDED_CONTENT,
  assignments,
}: RecommendedContentCardProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog);
  const notConnected = useNotConnected();
  const sample = useSampleAssignments();
  const { assigned, completed: done, assign, unassign, pending } = assignments ?? sample;
  const toggle = (id: number) => (assigned.has(id) ? unassign?.(id) : assign(id));

  return (
    <CheckInCard
      part="recommended-content"
      icon={Sparkles}
      title={i18n._('AI-Recommended Content')}
    >
      <Stack as="ul" gap="3" aria-busy={pending || undefined}>
        {items.map((item) => {
          const Icon = TYPE_ICONS[item.type];
          const completed = done.has(item.id);
          const isAssigned = assigned.has(item.id);
          return (
            <li key={item.id} className={styles.content.item}>
              <span className={styles.content.icon} aria-hidden>
                <Icon size={18} />
              </span>
              <div className={styles.content.body}>
                <h3 className={styles.content.title}>
                  {i18n._(item.title)}
                  <Badge tone="outline">{i18n._(TYPE_LABELS[item.type])}</Badge>
                </h3>
                <p className={shared.muted}>{i18n._(item.description)}</p>
              </div>
              <div className={styles.content.actions}>
                {pending ? null : completed ? (
                  <Badge tone="green">
                    <CircleCheck size={14} aria-hidden />

                    {i18n._('Completed')}
                  </Badge>
                ) : (
                  <>
                    <Button
                      size="sm"
                      variant={isAssigned ? 'secondary' : 'primary'}
                      disabled={isAssigned && !unassign}
                      onClick={() => toggle(item.id)}
                    >
                      {isAssigned ? <Check size={14} aria-hidden /> : null}
                      {isAssigned ? i18n._('Assigned') : i18n._('Assign')}
                    </Button>
                    <Tooltip content={i18n._('Share link')}>
                      <Button
                        size="sm"
                        variant="outline"
                        className={shared.iconButton}
                        aria-label={i18n._('Share link to {title}', { title: i18n._(item.title) })}
                        onClick={() => notConnected(/*i18n*/ 'Sharing a link')}
                      >
                        <Link2 size={16} aria-hidden />
                      </Button>
                    </Tooltip>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </Stack>
    </CheckInCard>
  );
}
