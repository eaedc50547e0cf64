export { CATALOGUE_KEY, catalogueQuery, LOAD_PROGRAMMES_FAILED } from './catalogue';
export { PROGRAM_REMOVED, PROGRAM_SELECTED } from './selection-messages';
export {
  SELECTED_PROGRAMS_KEY,
  useProgrammeSelection,
  useRemoveSelection,
  useSelectedProgrammes,
  useSelectProgramme,
} from './selections';
export { useSaveStatement } from './statements';
export { STUDENT_INFO_KEY, useSaveStudentInfo, useStudentInfo } from './student-info';
