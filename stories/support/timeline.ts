import { within } from 'storybook/test';

/** The status of each step of the timeline in `container` (its `data-status`), in order. */
export const stepStatuses = (container: HTMLElement) =>
  within(container)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-status'));

/** Long before the deadline, nothing done: the first step current, the other four upcoming. */
export const NOTHING_DONE_YET = ['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'];
