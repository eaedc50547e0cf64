import type { ComponentType } from 'react';
import type { paths } from '../config/paths';

/**
 * The public pages' screens (public-routes.ts), a chunk each: the site's
 * route-modules.ts has them among every other screen; the prerender's build
 * (prerender-routes.ts) bundles only these.
 */
export const publicScreenModules = {
  home: () => import('./routes/home'),
  auth: () => import('./routes/auth'),
  forStudents: () => import('./routes/for-students'),
  forParents: () => import('./routes/for-parents'),
  help: () => import('./routes/help'),
  helpFoundationYear: () => import('./routes/help-foundation-year'),
  helpIelts: () => import('./routes/help-ielts'),
  helpDegreeRecognition: () => import('./routes/help-degree-recognition'),
  helpFunding: () => import('./routes/help-funding'),
  contact: () => import('./routes/contact'),
  privacy: () => import('./routes/privacy'),
  terms: () => import('./routes/terms'),
  programme: () => import('./routes/programme'),
} satisfies Partial<Record<keyof typeof paths, () => Promise<{ default: ComponentType }>>>;
