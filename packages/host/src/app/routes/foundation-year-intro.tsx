import { FoundationYearIntroScreen } from '../../features/foundation-year-intro/foundation-year-intro-screen';

export default function FoundationYearIntroRoute() {
  return <FoundationYearIntroScreen />;
}
