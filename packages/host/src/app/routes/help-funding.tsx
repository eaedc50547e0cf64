import { funding } from '../../features/help/help-articles';
import { HelpTopicScreen } from '../../features/help/help-topic-screen';

export default function HelpFundingRoute() {
  return <HelpTopicScreen article={funding} />;
}
