import { createSchoolContext } from '@puente/core';
import { useCoreStore, useDelays } from '@puente/ui/providers';

/** The School Customization Tool's core store (the provider's delays), as React state. */
export function useSchoolContext() {
  const delays = useDelays();
  const [state, context] = useCoreStore(() => createSchoolContext({ delays }));
  return { state, context };
}
