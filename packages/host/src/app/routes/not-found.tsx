import { NotFoundScreen } from '../../features/not-found/not-found-screen';

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
