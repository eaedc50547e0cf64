import { FoundationProgrammesScreen } from '../../features/foundation-programs/foundation-programs-screen';

export default function FoundationProgrammesRoute() {
  return <FoundationProgrammesScreen />;
}
