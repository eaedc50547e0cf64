import { matchProfileOf, PROGRAMME_PAGE_SIZE_DEFAULT, PROGRAMME_PAGE_SIZE_MAX } from '@puente/core';
import { useMemo } from 'react';
import { elementApiBase } from '../elements/api-base';
import { dataErrorMessage } from '../elements/data-error';
import { ElementRoot } from '../elements/element-root';
import { emit, hostOf } from '../elements/emit';
import { finderSearchFrom } from './finder-search';
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

/** Without `apply-url`, applying starts with an account on the Puente site the widget talks to. */
export function defaultApplyUrl(apiBase: string | undefined): string {
  return `${(apiBase ?? '').replace(/\/+$/, '')}/auth?redirectTo=%2Ffoundation-programs`;
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
    <ElementRoot container={container} theme={theme} apiBase={apiBase}>
      <ProgrammeFinder
        mode="browse"
        profile={matchProfile}
        search={search}
        pageSize={pageSizeOf(pageSize)}
        applyUrl={applyUrl || defaultApplyUrl(elementApiBase(apiBase))}
        onProgrammeSelected={(programme) => {
          if (host) emit(host, 'puente-programme-selected', programme);
        }}
        onLoadError={(error) => {
          if (!host) return;
          const message = dataErrorMessage(
            host.localName,
            'the programme catalogue',
            elementApiBase(apiBase),
            error,
          );
          emit(host, 'puente-error', { tagName: host.localName, reason: 'data', message });
        }}
      />
    </ElementRoot>
  );
}
