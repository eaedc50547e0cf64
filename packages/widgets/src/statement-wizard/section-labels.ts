import type { OutlineSection } from '@puente/core';

/** How the outline's sections (SPEC §3) are titled on screen. */
export const SECTION_LABELS: Record<OutlineSection, string> = {
  introduction: /*i18n*/ 'Introduction',
  paragraphOne: /*i18n*/ 'Paragraph One',
  paragraphTwo: /*i18n*/ 'Paragraph Two',
};
