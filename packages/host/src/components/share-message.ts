import type { FoundationProgramme, Translate } from '@puente/core';

/** The WhatsApp message for a shared programme or comparison, in the visitor's language. */
export function shareMessage(
  say: Translate,
  programmes: readonly Pick<FoundationProgramme, 'programName' | 'universityName'>[],
  url: string,
) {
  if (programmes.length === 1 && programmes[0]) {
    return say(/*i18n*/ 'Look at this foundation year: {programme} at {university}. {url}', {
      programme: programmes[0].programName,
      university: programmes[0].universityName,
      url,
    });
  }
  return say(/*i18n*/ 'Look at these foundation years side by side: {url}', { url });
}
