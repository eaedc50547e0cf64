import { useParams } from 'react-router';
import { ApplicationTimelineScreen } from '../../features/scholarships/application-timeline-screen';

/** /timeline/{id}: the Application Timeline of one of the student's selected programmes (SPEC §2). */
export default function TimelineRoute() {
  return <ApplicationTimelineScreen selectionId={useParams().id} />;
}
