import { useParams } from 'react-router';
import { ApplicationTimelineScreen } from '../../features/scholarships/application-timeline-screen';
import { useSelection } from '../../features/scholarships/use-selection';

/** /timeline/{id}: the Application Timeline of one of the student's selected programmes (SPEC §2). */
export default function TimelineRoute() {
  const { id } = useParams();
  return <ApplicationTimelineScreen state={useSelection(id)} />;
}
