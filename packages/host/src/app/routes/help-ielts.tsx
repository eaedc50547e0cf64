import { ielts } from '../../features/help/help-articles';
import { HelpTopicScreen } from '../../features/help/help-topic-screen';

export default function HelpIeltsRoute() {
  return <HelpTopicScreen article={ielts} />;
}
