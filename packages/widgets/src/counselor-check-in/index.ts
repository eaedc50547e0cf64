export type { AskAiAssistantProps } from './ask-ai-assistant';
export { AskAiAssistant } from './ask-ai-assistant';
export type { CollegeProfileDialogProps } from './college-profile-dialog';
export { CollegeProfileDialog } from './college-profile-dialog';
export type { CheckInNumber, CounselorCheckInProps } from './counselor-check-in';
export { CounselorCheckIn } from './counselor-check-in';
export type { StudentCardProps } from './student-card';
export { StudentCard } from './student-card';
