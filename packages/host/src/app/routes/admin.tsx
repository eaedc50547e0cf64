import { AdminSchoolOverview } from '../../features/admin-dashboard/school-overview';
import { SchoolAdminScreen } from '../../features/schools/admin-screen';

/** /admin (a school admin): the school's overview and context, settings, staff, imports and students. */
export default function AdminRoute() {
  return (
    <SchoolAdminScreen>
      <AdminSchoolOverview />
    </SchoolAdminScreen>
  );
}
