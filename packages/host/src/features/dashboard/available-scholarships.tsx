import { Trans, useLingui } from '@lingui/react';
import {
  carouselScholarships,
  type DashboardPhase,
  type DashboardScholarship,
  isSameUniversity,
  noScholarshipsAction,
  type SelectedProgramme,
  studentCatalog,
} from '@puente/core';
import { Button, EmptyState, Section, Stack, Text, VisuallyHidden } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Award, ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { DeadlineBadge } from '../../components/deadline-badge';
import { ScholarshipCard } from '../../components/scholarship-card';
import { paths } from '../../config/paths';
import * as styles from './dashboard.css';
import { catalog } from './locales';

export interface AvailableScholarshipsProps {
  /** The scholarships the dashboard shows (already filtered by phase). */
  scholarships: readonly DashboardScholarship[];
  phase: DashboardPhase;
  /** The student's selections: View Details opens the scholarships of the one at the same university. */
  selections: readonly SelectedProgramme[];
}

/**
 * Where a scholarship's View Details goes: /scholarships/{id} lists a selected
 * programme's scholarships, so it opens the student's selection at the
 * scholarship's university; without one, the browse page.
 */
export function scholarshipDetailsHref(
  scholarship: DashboardScholarship,
  selections: readonly SelectedProgramme[],
): string {
  const selection = selections.find(({ program }) =>
    isSameUniversity(program.universityName, scholarship.university),
  );
  return selection ? paths.scholarships.getHref(selection.id) : paths.scholarshipsListing.getHref();
}

/**
 * Available Scholarships (SPEC §2, §9): Add, and a horizontal carousel of
 * scholarships 1 to 3 by deadline with previous/next buttons; 'No
 * Scholarships Found' when the phase shows none.
 */
export function AvailableScholarships({
  scholarships,
  phase,
  selections,
}: AvailableScholarshipsProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, studentCatalog);
  const headingId = useId();
  const slides = carouselScholarships(scholarships);
  return (
    <Section
      title={i18n._('Available Scholarships')}
      headingId={headingId}
      aria-roledescription={slides.length > 0 ? i18n._('carousel') : undefined}
      actions={
        <ButtonLink to={paths.scholarshipsListing.getHref()} size="sm" variant="outline">
          <Plus size={16} aria-hidden />
          <Trans id="Add<0> scholarships</0>" components={{ 0: <VisuallyHidden /> }} />
        </ButtonLink>
      }
    >
      {slides.length === 0 ? (
        <EmptyState
          icon={<Award size={24} />}
          title={i18n._('No Scholarships Found')}
          description={i18n._('Scholarships for your programs will show here.')}
          actions={
            noScholarshipsAction(phase) === 'find-scholarships' ? (
              <ButtonLink to={paths.scholarshipsListing.getHref()}>
                {i18n._('Find Scholarships')}
              </ButtonLink>
            ) : (
              <ButtonLink to={paths.universitySuggestions.getHref()}>
                {i18n._('Find Universities')}
              </ButtonLink>
            )
          }
        />
      ) : (
        <ScholarshipCarousel slides={slides} selections={selections} />
      )}
    </Section>
  );
}

function ScholarshipCarousel({
  slides,
  selections,
}: {
  slides: DashboardScholarship[];
  selections: readonly SelectedProgramme[];
}) {
  const { i18n } = useLingui();
  const trackId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  // Whether the track is scrolled to its end, once the browser has laid it out.
  const [atEnd, setAtEnd] = useState(false);
  const last = slides.length - 1;

  const show = (next: number) => {
    const target = Math.min(last, Math.max(0, next));
    setIndex(target);
    const element = track.current;
    const slide = element?.children[target];
    if (element && slide instanceof HTMLElement) {
      element.scrollTo?.({ left: slide.offsetLeft - element.offsetLeft });
    }
  };

  // A swipe, a button's scroll or a resize: the slide nearest the track's start is the current one.
  const measure = useCallback(() => {
    const element = track.current;
    if (!element || element.scrollWidth === 0) return;
    setAtEnd(element.scrollLeft >= element.scrollWidth - element.clientWidth - 2);
    const distances = [...element.children].map((slide) =>
      Math.abs((slide as HTMLElement).offsetLeft - element.offsetLeft - element.scrollLeft),
    );
    setIndex(distances.indexOf(Math.min(...distances)));
  }, []);

  useEffect(() => {
    measure();
    if (typeof ResizeObserver === 'undefined' || !track.current) return;
    const observer = new ResizeObserver(measure);
    observer.observe(track.current);
    return () => observer.disconnect();
  }, [measure]);

  return (
    <Stack gap="3">
      <ul id={trackId} ref={track} className={styles.track} onScroll={measure}>
        {slides.map((scholarship, position) => (
          <li
            key={scholarship.id}
            className={styles.slide}
            aria-roledescription={i18n._('slide')}
            aria-label={i18n._('{position} of {count}', {
              position: position + 1,
              count: slides.length,
            })}
            data-current={position === index || undefined}
          >
            <DashboardScholarshipCard
              scholarship={scholarship}
              href={scholarshipDetailsHref(scholarship, selections)}
            />
          </li>
        ))}
      </ul>
      <Stack direction="row" align="center" justify="flex-end" gap="2">
        <p className={styles.carouselPosition} aria-live="polite">
          {i18n._('Scholarship {position} of {count}', {
            position: index + 1,
            count: slides.length,
          })}
        </p>
        <Button
          size="sm"
          variant="outline"
          aria-label={i18n._('Previous scholarship')}
          aria-controls={trackId}
          disabled={index === 0}
          onClick={() => show(index - 1)}
        >
          <ChevronLeft size={18} aria-hidden />
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={i18n._('Next scholarship')}
          aria-controls={trackId}
          disabled={index === last || atEnd}
          onClick={() => show(index + 1)}
        >
          <ChevronRight size={18} aria-hidden />
        </Button>
      </Stack>
    </Stack>
  );
}

function DashboardScholarshipCard({
  scholarship,
  href,
}: {
  scholarship: DashboardScholarship;
  href: string;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <ScholarshipCard scholarship={scholarship} look="item" className={styles.scholarshipCard}>
      {(titleId) => (
        <>
          <Text look="note">{i18n._(scholarship.description)}</Text>
          <Text size="sm" weight="medium" className={styles.deadline}>
            {i18n._('Deadline {date}', {
              date: format.deadline(scholarship.deadline),
            })}{' '}
            <DeadlineBadge deadline={scholarship.deadline} />
          </Text>
          <div className={styles.cardActions}>
            <ButtonLink to={href} size="sm" variant="outline" aria-describedby={titleId}>
              {i18n._('View Details')}
            </ButtonLink>
          </div>
        </>
      )}
    </ScholarshipCard>
  );
}
