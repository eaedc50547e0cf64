import { foundationYear } from '../../features/help/help-articles';
import { HelpTopicScreen } from '../../features/help/help-topic-screen';

export default function HelpFoundationYearRoute() {
  return <HelpTopicScreen article={foundationYear} />;
}
