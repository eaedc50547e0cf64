import { paths } from '../config/paths';
import { ButtonLink } from './button-link';
import { PlaceholderScreen } from './placeholder-screen';

/** SPEC §8 title and message of a programme id that is not among the student's selections. */
export const PROGRAM_NOT_FOUND = {
  title: 'Program Not Found',
  description: "The program you're looking for doesn't exist or has been removed.",
} as const;

/**
 * What a screen for one selected programme (statement, scholarships,
 * timeline) shows when its id is not one of the student's selections (SPEC §8).
 */
export function ProgramNotFound() {
  return (
    <PlaceholderScreen
      title={PROGRAM_NOT_FOUND.title}
      description={PROGRAM_NOT_FOUND.description}
      actions={
        <ButtonLink to={paths.selectedPrograms.getHref()}>Back to Selected Programs</ButtonLink>
      }
    />
  );
}
