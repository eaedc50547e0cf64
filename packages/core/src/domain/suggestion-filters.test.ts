import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUGGESTION_FILTERS,
  filterSuggestions,
  SUGGESTION_REGION_OPTIONS,
  SUGGESTION_SPECIALIZATION_OPTIONS,
} from './suggestion-filters';

const kingsAi = {
  programName: 'Artificial Intelligence Foundation Year',
  region: 'London, England',
};
const cardiffSoftware = {
  programName: 'Software Engineering with a Foundation Year',
  region: 'Cardiff, Wales',
};
const manchesterIndustry = {
  programName: 'Computer Science with Industrial Experience (Integrated Foundation Year)',
  region: 'Manchester, England',
};
const uweComputing = { programName: 'Computing with Foundation Year', region: 'Bristol, England' };
const suggestions = [kingsAi, cardiffSoftware, manchesterIndustry, uweComputing];

describe('filterSuggestions', () => {
  it('shows everything with both filters open', () => {
    expect(filterSuggestions(suggestions, DEFAULT_SUGGESTION_FILTERS)).toEqual(suggestions);
  });

  it('keeps the chosen region only', () => {
    expect(
      filterSuggestions(suggestions, { region: 'Cardiff, Wales', specialization: 'all_subjects' }),
    ).toEqual([cardiffSoftware]);
    expect(
      filterSuggestions(suggestions, {
        region: 'Edinburgh, Scotland',
        specialization: 'all_subjects',
      }),
    ).toEqual([]);
  });

  it.each([
    ['Artificial Intelligence', [kingsAi]],
    ['Software Engineering', [cardiffSoftware]],
    ['Computer Science', [manchesterIndustry]],
    ['Computing', [uweComputing]],
    ['Industrial Experience', [manchesterIndustry]],
  ] as const)(
    'matches the %s specialization against the programme name',
    (specialization, shown) => {
      expect(filterSuggestions(suggestions, { region: 'all_regions', specialization })).toEqual(
        shown,
      );
    },
  );

  it('combines region and specialization', () => {
    expect(
      filterSuggestions(suggestions, { region: 'London, England', specialization: 'Computing' }),
    ).toEqual([]);
    expect(
      filterSuggestions(suggestions, {
        region: 'Manchester, England',
        specialization: 'Industrial Experience',
      }),
    ).toEqual([manchesterIndustry]);
  });
});

describe('suggestion filter options', () => {
  it('lists the SPEC values with labels, the open choice first', () => {
    expect(SUGGESTION_REGION_OPTIONS.map(({ label }) => label)).toEqual([
      'All Regions',
      'London, England',
      'Edinburgh, Scotland',
      'Cardiff, Wales',
      'Manchester, England',
      'Bristol, England',
    ]);
    expect(SUGGESTION_SPECIALIZATION_OPTIONS[0]).toEqual({
      value: 'all_subjects',
      label: 'All Specializations',
    });
    expect(SUGGESTION_SPECIALIZATION_OPTIONS.map(({ value }) => value)).toContain(
      'Industrial Experience',
    );
  });
});
