import { useLingui } from '@lingui/react';
import {
  type AiInsight,
  CHECK_INS,
  COUNSELOR_STUDENT,
  type CollegeProfilePreferences,
  type ConversationScript,
  counselorCatalog,
  type SelectedProgramme,
  type StudentProfile,
} from '@puente/core';
import { NavigationButton } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import * as styles from './counselor-check-in.css';
import type { SavedNotes } from './counselor-notes';
import { catalog } from './locales';
import type { AssignedContent } from './recommended-content';
import { StudentCard } from './student-card';

// The student's card is the first screen; the cards beside and below it (notes,
// insights, Ask AI with its assistant, recommended content) come right after it.
const AskAiAssistant = lazy(() =>
  import('./ask-ai-assistant').then(({ AskAiAssistant }) => ({ default: AskAiAssistant })),
);
const CounselorNotesCard = lazy(() =>
  import('./counselor-notes').then(({ CounselorNotesCard }) => ({ default: CounselorNotesCard })),
);
const ChosenProgrammesCard = lazy(() =>
  import('./chosen-programmes').then(({ ChosenProgrammesCard }) => ({
    default: ChosenProgrammesCard,
  })),
);
const AiInsightsCard = lazy(() =>
  import('./ai-insights').then(({ AiInsightsCard }) => ({ default: AiInsightsCard })),
);
const RecommendedContentCard = lazy(() =>
  import('./recommended-content').then(({ RecommendedContentCard }) => ({
    default: RecommendedContentCard,
  })),
);

export type CheckInNumber = 1 | 2;

export interface CounselorCheckInProps {
  /** Which check-in: 1 (the earlier one) or 2 (default). Same student, same screen. */
  checkIn?: CheckInNumber;
  /** The dashboard's address: Back to Dashboard links there. */
  dashboardHref?: string | undefined;
  /** Goes to the dashboard in-app (the host's router). */
  onBackToDashboard?: (() => void) | undefined;
  /** The student; the demo's sample student by default. */
  student?: StudentProfile;
  /** A real student's chosen programmes with their tracker: their college list. */
  programmes?: readonly SelectedProgramme[] | undefined;
  /** Past conversations; the sample's by default, none kept for a real student. */
  conversations?: readonly ConversationScript[] | undefined;
  /** The College Profile dialog's preferences (the sample's by default); null for none. */
  collegeProfile?: CollegeProfilePreferences | null | undefined;
  /** AI Insights' suggestion (the sample's by default); null hides the card. */
  insight?: AiInsight | null | undefined;
  /** A real student's notes, saved on the server; the sample's draft otherwise. */
  notes?: SavedNotes | undefined;
  /** A real student's assigned content; the sample's otherwise. */
  assignments?: AssignedContent | undefined;
}

/**
 * A counselor's check-in with their student (SPEC §2 "Counselor check-in
 * pages"): the student card and recommended content on the left; notes,
 * insights and Ask AI on the right.
 */
export function CounselorCheckIn({
  checkIn = 2,
  dashboardHref,
  onBackToDashboard,
  student = COUNSELOR_STUDENT,
  programmes,
  conversations,
  collegeProfile,
  insight,
  notes,
  assignments,
}: CounselorCheckInProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const { title, subtitle } = CHECK_INS[checkIn - 1] ?? CHECK_INS[1];
  return (
    <div className={styles.screen} part="check-in">
      <header className={styles.page.header}>
        <NavigationButton
          variant="ghost"
          size="sm"
          href={dashboardHref}
          onNavigate={onBackToDashboard}
          part="back-button"
        >
          <ArrowLeft size={16} aria-hidden />

          {i18n._('Back to Dashboard')}
        </NavigationButton>
        <div>
          <h1 className={styles.page.title}>{i18n._(title)}</h1>
          <p className={styles.page.subtitle}>{i18n._(subtitle)}</p>
        </div>
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          <StudentCard
            student={student}
            conversations={conversations}
            collegeProfile={collegeProfile}
          />
          <Suspense fallback={null}>
            {programmes ? (
              <ChosenProgrammesCard name={student.name} programmes={programmes} />
            ) : null}
            <RecommendedContentCard assignments={assignments} />
          </Suspense>
        </div>
        <div className={styles.column}>
          <Suspense fallback={null}>
            <CounselorNotesCard {...(notes && { saved: notes })} />
            {insight === null ? null : <AiInsightsCard {...(insight && { insight })} />}
            <AskAiAssistant student={student} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
