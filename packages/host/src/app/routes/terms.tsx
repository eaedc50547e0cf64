import { TermsScreen } from '../../features/legal/terms-screen';

export default function TermsRoute() {
  return <TermsScreen />;
}
