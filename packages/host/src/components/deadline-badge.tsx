import { DeadlineBadge as Badge } from '@puente/ui';
import { useClock } from '@puente/ui/providers';

/** The kit's deadline badge counting from the site's clock. */
export function DeadlineBadge({ deadline }: { deadline: string | null | undefined }) {
  return <Badge deadline={deadline} now={useClock()()} />;
}
