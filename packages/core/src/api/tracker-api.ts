import type { SelectedProgramme } from '../schemas/selection.schema';
import type { TrackerUpdate } from '../schemas/tracker.schema';
import type { ApiClient } from './api-client';

/**
 * The application tracker's call (docs/product/tracker.md), over a client:
 * kept out of `createApiClient`, which every element loads, since only the
 * site's screens change a tracker.
 */
export const trackerApi = {
  /** Saves the student's whole tracker for one of their selections; answers the selection. */
  save: ({ request }: Pick<ApiClient, 'request'>, selectionId: number, tracker: TrackerUpdate) =>
    request<SelectedProgramme>('PUT', `/api/selected-programs/${selectionId}/tracker`, tracker),
};
