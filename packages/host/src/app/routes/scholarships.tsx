import { useParams } from 'react-router';
import { ProgrammeScholarshipsScreen } from '../../features/scholarships/programme-scholarships-screen';

/** /scholarships/{id}: the scholarships for one of the student's selected programmes (SPEC §2). */
export default function ProgrammeScholarshipsRoute() {
  return <ProgrammeScholarshipsScreen selectionId={useParams().id} />;
}
