import { matchProfileOf, PROGRAMME_PAGE_SIZE_DEFAULT, PROGRAMME_PAGE_SIZE_MAX } from '@puente/core';
import { elementApiBase } from '@puente/ui/elements/api-base';
import { dataErrorMessage } from '@puente/ui/elements/data-error';
import { ElementRoot } from '@puente/ui/elements/element-root';
import { emit, hostOf } from '@puente/ui/elements/emit';
import { elementSiteKey } from '@puente/ui/elements/site-key';
import { useMemo } from 'react';
import { finderSearchFrom } from './finder-search';
import { updatePickedProgrammes, usePickedProgrammes } from './picked-programmes';
import { ProgrammeFinder } from './programme-finder';

export interface ProgrammeFinderWidgetProps {
  apiBase?: string;
  theme?: string;
  applyUrl?: string;
  pageSize?: number;
  /** A StudentInfo-like object; anything else means no profile (the default match). */
  profile?: unknown;
  /** Presets: the finder starts narrowed to these (bad values are ignored). */
  subject?: string;
  region?: string;
  sort?: string;
  maxFees?: number;
  /** The school's site key (`pk_…`): hand-offs from a registered website are attributed to the school. */
  siteKey?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** Page size from the attribute: a whole number the server accepts, else the default. */
/** The `page-size` attribute as the finder uses it: 1–100, default 20. */
export function pageSizeOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return PROGRAMME_PAGE_SIZE_DEFAULT;
  return Math.min(PROGRAMME_PAGE_SIZE_MAX, Math.max(1, Math.round(value)));
}

/**
 * Without `apply-url` and with nothing to hand over, Get Started Applying is
 * a link to registration on the Puente site the widget talks to; with picks
 * (or a site key) it hands them over first (`HandOffButton`).
 */
export function defaultApplyUrl(apiBase: string | undefined): string {
  return `${(apiBase ?? '').replace(/\/+$/, '')}/auth?mode=register&redirectTo=%2Ffoundation-programs`;
}

/** `<puente-programme-finder>`'s React side: the finder in 'browse' mode, its events on the element. */
export function ProgrammeFinderWidget({
  apiBase,
  theme,
  applyUrl,
  pageSize,
  profile,
  subject,
  region,
  sort,
  maxFees,
  siteKey,
  container,
}: ProgrammeFinderWidgetProps) {
  const host = hostOf(container);
  const server = elementApiBase(apiBase);
  const picked = usePickedProgrammes(server);
  const matchProfile = useMemo(() => matchProfileOf(profile), [profile]);
  const search = useMemo(
    () =>
      finderSearchFrom({
        subject,
        region,
        sort,
        maxFees: maxFees === undefined || !Number.isFinite(maxFees) ? undefined : String(maxFees),
      }),
    [subject, region, sort, maxFees],
  );

  return (
    <ElementRoot
      container={container}
      theme={theme}
      toastsLabel={/*i18n*/ 'Program finder notifications (F8)'}
      apiBase={apiBase}
    >
      <ProgrammeFinder
        mode="browse"
        profile={matchProfile}
        search={search}
        pageSize={pageSizeOf(pageSize)}
        applyUrl={applyUrl || defaultApplyUrl(server)}
        handOff={applyUrl ? undefined : { apiBase: server, siteKey: elementSiteKey(siteKey) }}
        picked={picked}
        onProgrammeSelected={(programme) => {
          // Stored first: a page reading `selected` in its listener sees the new pick.
          updatePickedProgrammes(server, (picks) => [...picks, programme]);
          if (host) emit(host, 'puente-programme-selected', programme);
        }}
        onProgrammeDeselected={(programme) => {
          updatePickedProgrammes(server, (picks) => picks.filter(({ id }) => id !== programme.id));
          if (host) emit(host, 'puente-programme-deselected', programme);
        }}
        onLoadError={(error) => {
          if (!host) return;
          const message = dataErrorMessage(
            host.localName,
            'the programme catalogue',
            server,
            error,
          );
          emit(host, 'puente-error', { tagName: host.localName, reason: 'data', message });
        }}
      />
    </ElementRoot>
  );
}
