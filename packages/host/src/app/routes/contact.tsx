import { ContactScreen } from '../../features/help/contact-screen';

export default function ContactRoute() {
  return <ContactScreen />;
}
