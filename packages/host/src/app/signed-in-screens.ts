import type { ComponentType } from 'react';
import type { paths } from '../config/paths';

/**
 * The student screens the server renders for a signed-in student who opens
 * them (a page load, not a step inside the site), with their own reads
 * (app/page-reads.ts), so the screen paints before its script has run.
 * A chunk each, as every screen; the prerender's build bundles these too.
 */
export const signedInScreenModules = {
  foundationPrograms: () => import('./routes/foundation-programs'),
} satisfies Partial<Record<keyof typeof paths, () => Promise<{ default: ComponentType }>>>;
