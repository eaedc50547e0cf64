import { useSearchParams } from 'react-router';
import { comparedIds } from '../../config/paths';
import { SharedCompareScreen } from '../../features/shared-programmes/shared-compare-screen';

/** /compare?ids=1,2,3: up to three programmes side by side, public, to share. */
export default function CompareRoute() {
  const [searchParams] = useSearchParams();
  return <SharedCompareScreen programmeIds={comparedIds(searchParams.get('ids'))} />;
}
