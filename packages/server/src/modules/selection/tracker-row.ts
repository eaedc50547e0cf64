import type { ApplicationTracker, OfferKind, TrackerStage } from '@puente/core';

/** A selection's tracker columns as a query reads them. */
export interface TrackerRow {
  stage?: string | null;
  submittedOn?: string | Date | null;
  offer?: string | null;
  offerConditions?: string | null;
  documentsGathered?: boolean | null;
  englishScore?: number | string | null;
  englishTestOn?: string | Date | null;
}

/** 'YYYY-MM-DD' of a `date` column, however the driver hands it over. */
export function isoDayOf(value: string | Date): string {
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The tracker as the API answers it (the columns' checks keep stage and offer to core's lists). */
export function trackerOf(row: TrackerRow): ApplicationTracker {
  return {
    stage: (row.stage ?? 'researching') as TrackerStage,
    submittedOn: row.submittedOn ? isoDayOf(row.submittedOn) : null,
    offer: (row.offer ?? null) as OfferKind | null,
    conditions: row.offerConditions ?? null,
    documentsGathered: row.documentsGathered === true,
    englishTest:
      row.englishScore != null && row.englishTestOn
        ? { score: Number(row.englishScore), takenOn: isoDayOf(row.englishTestOn) }
        : null,
  };
}
