import { useParams } from 'react-router';
import { SharedProgrammeScreen } from '../../features/shared-programmes/shared-programme-screen';

/** /programmes/:id: one programme, public, to share. */
export default function ProgrammeRoute() {
  const { id } = useParams();
  return <SharedProgrammeScreen key={id} programmeId={Number(id)} />;
}
