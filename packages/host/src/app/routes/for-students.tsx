import { StudentWelcomeScreen } from '../../features/families/student-welcome-screen';

/** /students: what Puente does for a student, from the landing page's "I'm a student". */
export default function ForStudentsRoute() {
  return <StudentWelcomeScreen />;
}
