import { UniversitySuggestionsScreen } from '../../features/university-suggestions/university-suggestions-screen';

export default function UniversitySuggestionsRoute() {
  return <UniversitySuggestionsScreen />;
}
