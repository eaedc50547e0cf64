import { FoundationProgramsScreen } from '../../features/foundation-programs/foundation-programs-screen';

export default function FoundationProgramsRoute() {
  return <FoundationProgramsScreen />;
}
