import type { I18n } from '@lingui/core';
import type { FoundationProgramme } from '@puente/core';

/** The WhatsApp message for a shared programme or comparison, in the visitor's language. */
export function shareMessage(i18n: I18n, programmes: readonly FoundationProgramme[], url: string) {
  if (programmes.length === 1 && programmes[0]) {
    return i18n._('Look at this foundation year: {programme} at {university}. {url}', {
      programme: programmes[0].programName,
      university: programmes[0].universityName,
      url,
    });
  }
  return i18n._('Look at these foundation years side by side: {url}', { url });
}
