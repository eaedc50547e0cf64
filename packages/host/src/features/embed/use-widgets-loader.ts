import { useEffect, useState } from 'react';

/** Where the server serves the built loader (see packages/widgets). */
export const WIDGETS_LOADER_PATH = '/widgets/loader.js';

/** `checking` the server, the loader `ready` on this page, or no built widgets (`missing`). */
export type WidgetsStatus = 'checking' | 'ready' | 'missing';

let loading: Promise<void> | undefined;

function addLoaderScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading = undefined;
      script.remove();
      // untranslated: for a school's web developer (docs/i18n.md)
      reject(new Error(`${src} did not load`));
    });
    document.head.append(script);
  });
  return loading;
}

/**
 * Puts the widgets' loader on this page, as a school would, once the server
 * proves to have it: `pnpm dev` serves the site without built widgets.
 */
export function useWidgetsLoader(src = WIDGETS_LOADER_PATH): WidgetsStatus {
  const [status, setStatus] = useState<WidgetsStatus>(() =>
    'Puente' in window ? 'ready' : 'checking',
  );
  useEffect(() => {
    if (status !== 'checking') return;
    let current = true;
    const settle = (next: WidgetsStatus) => {
      if (current) setStatus(next);
    };
    fetch(src, { method: 'HEAD' })
      .then(
        (response) => response.ok && /javascript/.test(response.headers.get('content-type') ?? ''),
      )
      .catch(() => false)
      .then((built) =>
        built ? addLoaderScript(src).then(() => 'ready' as const) : ('missing' as const),
      )
      .then(settle, () => settle('missing'));
    return () => {
      current = false;
    };
  }, [src, status]);
  return status;
}
