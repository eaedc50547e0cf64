import { SelectedProgrammes } from '@puente/widgets/selected-programmes';
import { CalendarDays, FileText, Plus } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './selected-programs-screen.css';

/**
 * /selected-programs (SPEC §2): the student's selected programmes with their
 * statement and timeline, and removal after a confirmation.
 */
export function SelectedProgramsScreen() {
  usePageTitle('Selected Programs');
  return (
    <div className={container}>
      <div className={styles.screen}>
        <header className={styles.header}>
          <div className={styles.titles}>
            <h1 className={styles.title}>Selected Programs</h1>
            <p className={styles.lead}>
              The foundation programs you are applying to. Write a personal statement for each and
              follow its timeline to the deadline.
            </p>
          </div>
          <ButtonLink to={paths.foundationPrograms.getHref()} variant="outline">
            <Plus size={16} aria-hidden />
            Add Programs
          </ButtonLink>
        </header>
        <SelectedProgrammes
          actions={(selection) => (
            <>
              <ButtonLink to={paths.personalStatement.getHref(selection.id)} size="md">
                <FileText size={16} aria-hidden />
                Personal Statement
              </ButtonLink>
              <ButtonLink to={paths.timeline.getHref(selection.id)} variant="outline">
                <CalendarDays size={16} aria-hidden />
                Timeline
              </ButtonLink>
            </>
          )}
          empty={
            <ButtonLink to={paths.foundationPrograms.getHref()}>
              Find Foundation Programs
            </ButtonLink>
          }
        />
      </div>
    </div>
  );
}
