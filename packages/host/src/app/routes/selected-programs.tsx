import { SelectedProgramsScreen } from '../../features/selected-programs/selected-programs-screen';

export default function SelectedProgramsRoute() {
  return <SelectedProgramsScreen />;
}
