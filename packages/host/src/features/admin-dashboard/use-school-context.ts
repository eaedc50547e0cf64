import { createSchoolContext, type SchoolContextOptions } from '@puente/core';
import { useCoreStore, useDelays } from '@puente/ui/providers';

/**
 * The School Customization Tool's core store (the provider's delays), as
 * React state: the demo's sample context, or a school's own that `save` keeps.
 */
export function useSchoolContext(options: Pick<SchoolContextOptions, 'initial' | 'save'> = {}) {
  const delays = useDelays();
  const [state, context] = useCoreStore(() => createSchoolContext({ delays, ...options }));
  return { state, context };
}
