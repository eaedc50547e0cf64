import { IntroScreen } from '../../features/intro/intro-screen';

export default function IntroRoute() {
  return <IntroScreen />;
}
