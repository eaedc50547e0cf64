import { CountryChoiceScreen } from '../../features/country-choice/country-choice-screen';

export default function CountryChoiceRoute() {
  return <CountryChoiceScreen />;
}
