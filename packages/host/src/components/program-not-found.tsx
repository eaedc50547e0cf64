import { useLingui } from '@lingui/react';
import { paths } from '../config/paths';
import { ButtonLink } from './button-link';
import { PlaceholderScreen } from './placeholder-screen';

/** SPEC §8 title and message of a programme id that is not among the student's selections. */
export const PROGRAMME_NOT_FOUND = {
  title: /*i18n*/ 'Program Not Found',
  description: /*i18n*/ "The program you're looking for doesn't exist or has been removed.",
} as const;

/**
 * What a screen for one selected programme (statement, scholarships,
 * timeline) shows when its id is not one of the student's selections (SPEC §8).
 */
export function ProgrammeNotFound() {
  const { i18n } = useLingui();
  return (
    <PlaceholderScreen
      title={i18n._(PROGRAMME_NOT_FOUND.title)}
      description={i18n._(PROGRAMME_NOT_FOUND.description)}
      actions={
        <ButtonLink to={paths.selectedPrograms.getHref()}>
          {i18n._('Back to Selected Programs')}
        </ButtonLink>
      }
    />
  );
}
