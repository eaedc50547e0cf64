import { EssayFeedbackScreen } from '../../features/essay-feedback/essay-feedback-screen';

/** `/essay-feedback`: the review of the wizard's draft. */
export default function EssayFeedbackRoute() {
  return <EssayFeedbackScreen />;
}
