import { HelpScreen } from '../../features/help/help-screen';

export default function HelpRoute() {
  return <HelpScreen />;
}
