import { useLingui } from '@lingui/react';
import { errorMessage, type SuggestedUniversity } from '@puente/core';
import { Composer } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useToast } from '@puente/ui/providers';
import { useState } from 'react';
import * as styles from './counselor-check-in.css';
import { catalog } from './locales';
import { UniversityCard } from './university-card';

export interface CollegeListProps {
  universities: readonly SuggestedUniversity[];
  updating: boolean;
  updateList: (feedback: string) => Promise<boolean>;
  suggested: ReadonlySet<number>;
  toggleSuggested: (id: number) => void;
}

/** The College List tab: the feedback box and the suggested universities. */
export function CollegeList({
  universities,
  updating,
  updateList,
  suggested,
  toggleSuggested,
}: CollegeListProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { toast } = useToast();
  const [feedback, setFeedback] = useState('');

  const onSend = async (text: string) => {
    try {
      if (await updateList(text)) setFeedback('');
    } catch (error) {
      toast({
        title: /*i18n*/ 'Error',
        description: errorMessage(error, /*i18n*/ 'The list could not be updated.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className={styles.column}>
      <Composer
        label={i18n._('Have feedback for the list?')}
        placeholder={i18n._('e.g. Add more universities in Scotland, fewer in London')}
        value={feedback}
        onValueChange={setFeedback}
        onSend={(text) => void onSend(text)}
        sendLabel={i18n._('Update List')}
        busy={updating}
        busyLabel={i18n._('Updating...')}
        layout="stacked"
        rows={2}
      />
      <ul
        className={styles.universities}
        aria-label={i18n._('Suggested universities')}
        aria-busy={updating}
      >
        {universities.map((university) => (
          <li key={university.id}>
            <UniversityCard
              university={university}
              added={suggested.has(university.id)}
              onToggle={() => toggleSuggested(university.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
