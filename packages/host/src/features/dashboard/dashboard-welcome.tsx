import type { User } from '@puente/core';
import { ButtonLink } from '../../components/button-link';
import { PlaceholderScreen } from '../../components/placeholder-screen';
import { paths } from '../../config/paths';

/**
 * `/` for a signed-in student: the dashboard's greeting (SPEC §2 "Welcome,
 * <first name>!"); the dashboard's cards are built on top of it later.
 */
export function DashboardWelcome({ user }: { user: User }) {
  return (
    <PlaceholderScreen
      eyebrow="Dashboard"
      title={`Welcome, ${user.firstName?.trim() || user.username}!`}
      description="Your programs, application timelines and scholarships will gather here as you go."
      actions={
        <>
          <ButtonLink to={paths.foundationPrograms.getHref()}>Find Universities</ButtonLink>
          <ButtonLink to={paths.studentInfo.getHref()} variant="outline">
            My Profile
          </ButtonLink>
        </>
      }
    />
  );
}
