import { SelectedProgrammesScreen } from '../../features/selected-programs/selected-programs-screen';

export default function SelectedProgrammesRoute() {
  return <SelectedProgrammesScreen />;
}
