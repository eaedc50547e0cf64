import { useParams } from 'react-router';
import { ProgrammeScholarshipsScreen } from '../../features/scholarships/programme-scholarships-screen';
import { useSelection } from '../../features/scholarships/use-selection';

/** /scholarships/{id}: the scholarships for one of the student's selected programmes (SPEC §2). */
export default function ProgramScholarshipsRoute() {
  const { id } = useParams();
  return <ProgrammeScholarshipsScreen state={useSelection(id)} />;
}
