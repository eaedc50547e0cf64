import { Trans, useLingui } from '@lingui/react';
import {
  campusLifeSearchUrl,
  choosingCatalog,
  formatProgrammeStarts,
  ieltsDisplayMessage,
  parseRequirements,
  regionName,
  sayMessage,
} from '@puente/core';
import { Button, Fact, ProgrammeImage, Stack, VisuallyHidden } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { MatchSummary, SavedSelectionToggle } from '@puente/widgets/programme-finder';
import { MapPin, PlayCircle } from 'lucide-react';
import { useId } from 'react';
import { DeadlineBadge } from '../../components/deadline-badge';
import { PesosEstimate } from '../../components/pesos-estimate';
import { ShareButton } from '../../components/share-button';
import { paths } from '../../config/paths';
import { catalog } from './locales';
import { card } from './university-suggestions-screen.css';
import type { Suggestion } from './use-suggested-programmes';

/**
 * A suggested programme (SPEC §3 Suggested program): image, university,
 * programme, region, rank, match band and reason, requirements, fees, start
 * dates, deadline; Campus Life and the selection toggle.
 */
export function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, choosingCatalog);
  const { programme, match } = suggestion;
  const titleId = useId();
  const say = (id: string, values?: Record<string, string | number>) => i18n._(id, values);
  const ielts = ieltsDisplayMessage(programme);
  const { highSchool, math, science } = parseRequirements(programme.requirements);
  const requirements = [
    ielts && sayMessage(say, ielts),
    highSchool === null ? null : i18n._('High School {percent}%', { percent: highSchool }),
    math === null ? null : i18n._('Math {percent}%', { percent: math }),
    science === null ? null : i18n._('Science {percent}%', { percent: science }),
  ].filter((requirement) => requirement !== null);
  return (
    <article className={card.card} aria-labelledby={titleId}>
      <Stack as="header" direction="row" align="flex-start" gap="3">
        <ProgrammeImage src={programme.imageUrl} alt="" className={card.logo} />
        <div className={card.titles}>
          <p className={card.university}>{programme.universityName}</p>
          <h2 id={titleId} className={card.title} lang="en">
            {programme.programName}
          </h2>
          <p className={card.meta}>
            <span className={card.metaItem}>
              <MapPin size={14} aria-hidden /> {regionName(programme.region, (id) => i18n._(id))}
            </span>
            <span>{i18n._('Rank {rank}', { rank: programme.rank })}</span>
          </p>
        </div>
      </Stack>
      <MatchSummary match={match} />
      <Stack as="ul" direction="row" wrap gap="2" aria-label={i18n._('Requirements')}>
        {requirements.map((requirement) => (
          <li key={requirement} className={card.requirement}>
            {requirement}
          </li>
        ))}
      </Stack>
      <dl className={card.facts}>
        <Fact styles={card} label={i18n._('Tuition fees')}>
          {i18n._('{amount}/year', {
            amount: format.gbp(programme.tuitionFees),
          })}{' '}
          <PesosEstimate gbp={programme.tuitionFees} perYear />
        </Fact>
        <Fact styles={card} label={i18n._('Start dates')}>
          {formatProgrammeStarts(programme, format.locale)}
        </Fact>
        <Fact styles={card} label={i18n._('Deadline')}>
          {format.deadline(programme.applicationDeadline)}{' '}
          <DeadlineBadge deadline={programme.applicationDeadline} />
        </Fact>
      </dl>
      <div className={card.actions}>
        <Button asChild variant="outline">
          <a
            href={campusLifeSearchUrl(programme.universityName)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            <PlayCircle size={16} aria-hidden />
            <Trans
              id="Campus Life<0> (opens in a new tab)</0>"
              components={{ 0: <VisuallyHidden /> }}
            />
          </a>
        </Button>
        <SavedSelectionToggle programId={programme.id} describedBy={titleId} />
        <ShareButton
          path={paths.programme.getHref(programme.id)}
          programmes={[programme]}
          describedBy={titleId}
        />
      </div>
    </article>
  );
}
