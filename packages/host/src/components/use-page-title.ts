import { useEffect } from 'react';

const SITE_NAME = 'Puente';

/** Sets the browser tab's title for the current screen ("<title> · Puente"). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
