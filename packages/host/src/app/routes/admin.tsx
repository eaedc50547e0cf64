import { SchoolAdminScreen } from '../../features/schools/admin-screen';

/** /admin (a school admin): the school's settings, staff, imports and students. */
export default function AdminRoute() {
  return <SchoolAdminScreen />;
}
