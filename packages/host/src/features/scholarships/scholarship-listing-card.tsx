import { useLingui } from '@lingui/react';
import { type BrowseScholarship, studentCatalog } from '@puente/core';
import { Button, Fact, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { DeadlineBadge } from '../../components/deadline-badge';
import { PesosEstimate } from '../../components/pesos-estimate';
import { ScholarshipCard } from '../../components/scholarship-card';
import { facts } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './scholarships.css';

export interface ScholarshipListingCardProps {
  scholarship: BrowseScholarship;
  saved: boolean;
  onToggleSave: () => void;
}

/** One scholarship on the browse page (SPEC §2, §3): its facts and a Save toggle. */
export function ScholarshipListingCard({
  scholarship,
  saved,
  onToggleSave,
}: ScholarshipListingCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, studentCatalog);
  return (
    <ScholarshipCard scholarship={scholarship} look="card" className={styles.card}>
      {(titleId) => (
        <>
          <PesosEstimate gbp={scholarship.value} />
          <Text look="note">{i18n._(scholarship.description)}</Text>
          <dl className={facts.list}>
            <Fact styles={facts} label={i18n._('Deadline')}>
              {format.deadline(scholarship.deadline)}{' '}
              <DeadlineBadge deadline={scholarship.deadline} />
            </Fact>
            <Fact styles={facts} label={i18n._('Subject')}>
              {i18n._(scholarship.subject)}
            </Fact>
            <Fact styles={facts} label={i18n._('Essays')}>
              {i18n._('{count, plural, one {# essay} other {# essays}}', {
                count: scholarship.essayCount,
              })}
            </Fact>
          </dl>
          <div className={facts.fact}>
            <span className={facts.factLabel}>{i18n._('Grades')}</span>
            <p className={facts.factValue}>{i18n._(scholarship.gradeRequirement)}</p>
          </div>
          <Stack direction="row" wrap gap="2" className={styles.cardActions}>
            <Button
              size="sm"
              variant={saved ? 'secondary' : 'outline'}
              aria-pressed={saved}
              aria-describedby={titleId}
              onClick={onToggleSave}
            >
              {saved ? <BookmarkCheck size={16} aria-hidden /> : <Bookmark size={16} aria-hidden />}
              {saved ? i18n._('Saved') : i18n._('Save')}
            </Button>
          </Stack>
        </>
      )}
    </ScholarshipCard>
  );
}
