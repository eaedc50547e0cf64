import { ParentWelcomeScreen } from '../../features/families/parent-welcome-screen';

/** /parents: what Puente does for a parent, from the landing page's "I'm a parent". */
export default function ForParentsRoute() {
  return <ParentWelcomeScreen />;
}
