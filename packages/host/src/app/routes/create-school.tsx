import { CreateSchoolScreen } from '../../features/create-school/create-school-screen';

/** /schools/new: "Create your school's workspace". */
export default function CreateSchoolRoute() {
  return <CreateSchoolScreen />;
}
