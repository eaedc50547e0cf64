export { CATALOGUE_KEY, catalogueQuery, LOAD_PROGRAMMES_FAILED } from './catalogue';
export {
  HAND_OFF_KEY,
  type HandOffToConfirm,
  useAcceptHandOff,
  useHandOffToConfirm,
} from './hand-offs';
export { PROGRAMME_REMOVED, PROGRAMME_SELECTED } from './selection-messages';
export {
  SELECTED_PROGRAMMES_KEY,
  useProgrammeSelection,
  useRemoveSelection,
  useSelectedProgrammes,
  useSelectProgramme,
} from './selections';
export { useSaveStatement } from './statements';
export { STUDENT_INFO_KEY, useSaveStudentInfo, useStudentInfo } from './student-info';
