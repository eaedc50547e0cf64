import { useEffect, useState } from 'react';

/** `/widgets/release.json` of the built widgets (packages/ui/vite/release.ts). */
export interface WidgetRelease {
  version: string;
  build: string;
  loaderIntegrity: string;
}

const RELEASE_PATH = '/widgets/release.json';

function isRelease(value: unknown): value is WidgetRelease {
  const release = value as Partial<WidgetRelease> | null;
  return (
    typeof release?.version === 'string' &&
    typeof release.build === 'string' &&
    typeof release.loaderIntegrity === 'string'
  );
}

/** The exact build this server serves and its loader's integrity hash, once `ready`; undefined without a build. */
export function useWidgetRelease(ready: boolean): WidgetRelease | undefined {
  const [release, setRelease] = useState<WidgetRelease>();
  useEffect(() => {
    if (!ready) return;
    let current = true;
    fetch(RELEASE_PATH)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((value: unknown) => {
        if (current && isRelease(value)) setRelease(value);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [ready]);
  return release;
}
