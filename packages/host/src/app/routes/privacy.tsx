import { PrivacyScreen } from '../../features/legal/privacy-screen';

export default function PrivacyRoute() {
  return <PrivacyScreen />;
}
