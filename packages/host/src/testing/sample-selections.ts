import { SAMPLE_PROGRAMMES, type SelectedProgramme, sampleSelection } from '@puente/core';

function programme(university: string) {
  const found = SAMPLE_PROGRAMMES.find(({ universityName }) => universityName.includes(university));
  if (!found) throw new Error(`no sample programme at ${university}`);
  return found;
}

/** The signed-in student's selections of core's sample programmes, by university. */
export const KINGS = sampleSelection(11, programme("King's College London"));
export const QUEEN_MARY = sampleSelection(12, programme('Queen Mary'));
export const MANCHESTER = sampleSelection(13, programme('Manchester'));
export const EDINBURGH = sampleSelection(14, programme('Edinburgh'));

/** The student's selections, newest first as the server answers them. */
export const SELECTIONS: readonly SelectedProgramme[] = [KINGS, QUEEN_MARY, MANCHESTER, EDINBURGH];
