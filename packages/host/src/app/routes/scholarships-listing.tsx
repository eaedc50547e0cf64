import { ScholarshipsListingScreen } from '../../features/scholarships/scholarships-listing-screen';
import { useAuth } from '../../lib/auth-provider';

/** /scholarships-listing: browse and save scholarships (SPEC §2). */
export default function ScholarshipsListingRoute() {
  const { user } = useAuth();
  // Only reached through the sign-in guard, so a user is always there.
  return user ? <ScholarshipsListingScreen userId={user.id} /> : null;
}
