export type { StudentInfoFormProps } from './student-info-form';
export { STUDENT_INFO_TOASTS, StudentInfoForm } from './student-info-form';
export type { StudentInfoValues } from './student-info-values';
export { studentInfoRequest, studentInfoValues } from './student-info-values';
