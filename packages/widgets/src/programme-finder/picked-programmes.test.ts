import type { FoundationProgramme } from '@puente/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetPickedProgrammes,
  PICKS_KEPT_MS,
  pickedProgrammes,
  updatePickedProgrammes,
} from './picked-programmes';

const SERVER = 'https://puente.example';
const KINGS = { id: 7, programName: 'Foundation in Engineering' } as FoundationProgramme;
const LEEDS = { id: 9, programName: 'Foundation in Chemistry' } as FoundationProgramme;
const DAY = 24 * 60 * 60 * 1000;
const MONDAY = Date.UTC(2026, 11, 7, 9);

describe('the picks on a school page', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('are kept on the school’s origin, with the day they are forgotten, not in the tab', () => {
    updatePickedProgrammes(SERVER, (picks) => [...picks, KINGS], MONDAY);
    expect(sessionStorage.length).toBe(0);
    expect(JSON.parse(localStorage.getItem(`puente-picks:${SERVER}`) ?? '')).toEqual({
      picks: [KINGS],
      expires: MONDAY + PICKS_KEPT_MS,
    });
    expect(PICKS_KEPT_MS).toBe(30 * DAY);
  });

  it('last 30 days from the last pick, then are forgotten', () => {
    updatePickedProgrammes(SERVER, (picks) => [...picks, KINGS], MONDAY);
    updatePickedProgrammes(SERVER, (picks) => [...picks, LEEDS], MONDAY + 10 * DAY);
    expect(pickedProgrammes(SERVER, MONDAY + 39 * DAY)).toEqual([KINGS, LEEDS]);
    expect(pickedProgrammes(SERVER, MONDAY + 40 * DAY)).toEqual([]);
    expect(localStorage.getItem(`puente-picks:${SERVER}`)).toBeNull();
  });

  it('are forgotten once handed over, and no empty list is left behind', () => {
    updatePickedProgrammes(SERVER, (picks) => [...picks, KINGS], MONDAY);
    forgetPickedProgrammes(SERVER);
    expect(pickedProgrammes(SERVER, MONDAY)).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('ignore what storage holds that is not theirs: an old list without a date, a page’s text', () => {
    localStorage.setItem(`puente-picks:${SERVER}`, JSON.stringify([KINGS]));
    expect(pickedProgrammes(SERVER, MONDAY)).toEqual([]);
    localStorage.setItem(`puente-picks:${SERVER}`, 'not json');
    expect(pickedProgrammes(SERVER, MONDAY)).toEqual([]);
  });
});
