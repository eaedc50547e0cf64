import { useSearchParams } from 'react-router';
import { SharedCompareScreen } from '../../features/shared-programmes/shared-compare-screen';
import { comparedIds } from '../../features/shared-programmes/use-shared-programmes';

/** /compare?ids=1,2,3: up to three programmes side by side, public, to share. */
export default function CompareRoute() {
  const [searchParams] = useSearchParams();
  return <SharedCompareScreen programmeIds={comparedIds(searchParams.get('ids'))} />;
}
