// `@lingui/react` imports React 17's shim of this hook; React 19 has it built in.
export { useSyncExternalStore } from 'react';
