import { EmbedScreen } from '../../features/embed/embed-screen';

export default function EmbedRoute() {
  return <EmbedScreen />;
}
