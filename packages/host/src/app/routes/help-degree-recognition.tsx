import { degreeRecognition } from '../../features/help/help-articles';
import { HelpTopicScreen } from '../../features/help/help-topic-screen';

export default function HelpDegreeRecognitionRoute() {
  return <HelpTopicScreen article={degreeRecognition} />;
}
