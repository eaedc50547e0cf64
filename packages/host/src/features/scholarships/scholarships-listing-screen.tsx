import { useLingui } from '@lingui/react';
import { BROWSE_SCHOLARSHIPS, searchScholarships, studentCatalog } from '@puente/core';
import { Button, EmptyState, Grid, PageHeader, Stack, Text, TextField } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { ArrowRight, Search } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../components/button-link';

import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { catalog } from './locales';
import { useSavedScholarships } from './saved-scholarships';
import { ScholarshipListingCard } from './scholarship-listing-card';
import * as styles from './scholarships.css';

/** SPEC §8's toast when a scholarship is saved. */
export const SCHOLARSHIP_SAVED = { title: /*i18n*/ 'Scholarship saved' } as const;

/**
 * `/scholarships-listing` (SPEC §2): search by name, university or subject,
 * cards the student can save ('Scholarship saved'), 'No Scholarships Found',
 * and Get Started Applying to the dashboard in phase 2.
 */
export function ScholarshipsListingScreen({ userId }: { userId: number }) {
  const { i18n } = useLingui();
  useCatalog(catalog, studentCatalog);
  usePageTitle(i18n._('Scholarships'));
  const [query, setQuery] = useState('');
  const { saved, toggle } = useSavedScholarships(userId);
  const { toast } = useToast();
  const found = searchScholarships(BROWSE_SCHOLARSHIPS, query);

  return (
    <div className={container}>
      <Stack gap="6">
        <PageHeader
          eyebrow={i18n._('Scholarships')}
          title={i18n._('Scholarships')}
          lead={i18n._(
            'Scholarships for international students starting a foundation year in the UK. Save the ones you want to apply for.',
          )}
          actions={
            <ButtonLink to={paths.home.getHref(2)}>
              {i18n._('Get Started Applying')}
              <ArrowRight size={16} aria-hidden />
            </ButtonLink>
          }
        />
        <search className={styles.toolbar}>
          <TextField
            label={i18n._('Search scholarships')}
            type="search"
            placeholder={i18n._('Search by name, university or subject')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Text look="note" role="status">
            {saved.size > 0
              ? i18n._(
                  '{count, plural, one {# scholarship} other {# scholarships}}, {saved} saved',
                  { count: found.length, saved: saved.size },
                )
              : i18n._('{count, plural, one {# scholarship} other {# scholarships}}', {
                  count: found.length,
                })}
          </Text>
        </search>
        {found.length === 0 ? (
          <EmptyState
            headingLevel={2}
            icon={<Search size={24} />}
            title={i18n._('No Scholarships Found')}
            description={i18n._('Try another name, university or subject.')}
            actions={
              <Button variant="outline" onClick={() => setQuery('')}>
                {i18n._('Clear search')}
              </Button>
            }
          />
        ) : (
          <Grid as="ul" columns="wide2large3" aria-label={i18n._('Scholarships')}>
            {found.map((scholarship) => (
              <li key={scholarship.id}>
                <ScholarshipListingCard
                  scholarship={scholarship}
                  saved={saved.has(scholarship.id)}
                  onToggleSave={() => {
                    if (toggle(scholarship.id)) toast(SCHOLARSHIP_SAVED);
                  }}
                />
              </li>
            ))}
          </Grid>
        )}
      </Stack>
    </div>
  );
}
