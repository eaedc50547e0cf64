import {
  type HandOff,
  handOffSearch,
  matchProfileOf,
  PROGRAMME_PAGE_SIZE_DEFAULT,
  PROGRAMME_PAGE_SIZE_MAX,
} from '@puente/core';
import { useMemo } from 'react';
import { elementApiBase } from '../elements/api-base';
import { dataErrorMessage } from '../elements/data-error';
import { ElementRoot } from '../elements/element-root';
import { emit, hostOf } from '../elements/emit';
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
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
}

/** Page size from the attribute: a whole number the server accepts, else the default. */
function pageSizeOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return PROGRAMME_PAGE_SIZE_DEFAULT;
  return Math.min(PROGRAMME_PAGE_SIZE_MAX, Math.max(1, Math.round(value)));
}

/**
 * Without `apply-url`, applying starts with registration on the Puente site
 * the widget talks to, carrying the programmes picked and the school's site
 * (core's hand-off); once registered or signed in, the student lands on
 * those programmes, saved (or on the finder when none were picked).
 */
export function defaultApplyUrl(
  apiBase: string | undefined,
  handOff: HandOff = { picks: [], school: null },
): string {
  const search = handOffSearch(handOff);
  search.set(
    'redirectTo',
    handOff.picks.length > 0 ? '/selected-programs' : '/foundation-programs',
  );
  return `${(apiBase ?? '').replace(/\/+$/, '')}/auth?${search}`;
}

/** The page the element is on, as the school that sent the student: its origin, when it has one. */
function schoolOrigin(): string | null {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : null;
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
        applyUrl={
          applyUrl ||
          defaultApplyUrl(server, { picks: picked.map(({ id }) => id), school: schoolOrigin() })
        }
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
