import { useLingui } from '@lingui/react';
import { type FoundationProgramme, handOffApi, SITE_KEY_PATTERN } from '@puente/core';
import { Button, Text } from '@puente/ui';
import { useApi } from '@puente/ui/providers';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import type { HandOffTarget } from './finder-shared';
import { forgetPickedProgrammes } from './picked-programmes';

/** Site keys a developer was already told about, so the console says it once a page. */
const warned = new Set<string>();

/** Tells the school's web developer, once, why a hand-off from this page names no school. */
function warnOnce(siteKey: string, message: string): void {
  if (warned.has(siteKey)) return;
  warned.add(siteKey);
  console.warn(message);
}

/** The site key to send: none when it cannot be one (a typo would otherwise refuse the hand-off). */
function usableSiteKey(siteKey: string | undefined): string | undefined {
  if (!siteKey) return undefined;
  if (SITE_KEY_PATTERN.test(siteKey)) return siteKey;
  warnOnce(
    siteKey,
    `Puente: <puente-programme-finder> site-key="${siteKey}" is not a site key (pk_ and 24 letters, digits, - or _). Hand-offs from this page are attributed to no school: copy the key from your school's settings on Puente.`,
  );
  return undefined;
}

/** The registration link the server answered, on its own origin; anything else is refused. */
function puenteUrl(link: string, apiBase: string): string {
  const server = new URL(apiBase || location.href);
  const url = new URL(link, server);
  if (!link.startsWith('/') || link.startsWith('//') || url.origin !== server.origin) {
    throw new Error(`not a link on ${server.origin}: ${link}`);
  }
  return url.href;
}

/** Opens Puente in a new tab, as the link did; where the browser blocks that, in this one. */
function openPuente(url: string): void {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else location.assign(url);
}

/**
 * Get Started Applying on a school's page with picks (or a site key): asks
 * the Puente server for a hand-off (`POST /api/hand-offs`, no cookies; the
 * server checks the page's origin against the site key's school) and opens
 * the registration link it answers, which carries only a token, and forgets
 * the picks on this page. Busy while
 * it runs; if it fails the picks stay on the page and the student can try
 * again.
 */
export function HandOffButton({
  target,
  picks,
}: {
  target: HandOffTarget;
  picks: readonly FoundationProgramme[];
}) {
  const { i18n } = useLingui();
  const api = useApi();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const handOver = async () => {
    setState('busy');
    const siteKey = usableSiteKey(target.siteKey);
    try {
      const ticket = await handOffApi.create(api, {
        ...(siteKey ? { siteKey } : {}),
        picks: picks.map(({ id }) => id),
      });
      if (siteKey && !ticket.school) {
        warnOnce(
          siteKey,
          // untranslated: for a school's web developer (docs/i18n.md)
          `Puente: this page's origin (${location.origin}) is not one of the websites registered for site-key="${siteKey}", so students who register from it are not attributed to your school. Add ${location.origin} to your school's websites in its settings on Puente.`,
        );
      }
      openPuente(puenteUrl(ticket.link, target.apiBase));
      // Puente holds them now: a student who closes the tab is not handed them again.
      forgetPickedProgrammes(target.apiBase);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <>
      <Button size="lg" loading={state === 'busy'} onClick={handOver} part="apply-link">
        {i18n._('Get Started Applying')}
        <ArrowRight size={18} aria-hidden />
      </Button>
      {state === 'failed' ? (
        <Text role="alert" size="sm" tone="danger">
          {i18n._('Could not reach Puente. Your programs are still saved here: try again.')}
        </Text>
      ) : null}
    </>
  );
}
