import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';

const ProgrammeSchema = defineEntity({
  name: 'Programme',
  tableName: 'foundation_year_info',
  properties: {
    id: id(),
    programName: p.text(),
    universityName: p.text(),
    requirements: p.text().nullable(),
    tuitionFees: p.text().nullable(),
    applicationDeadline: p.text().nullable(),
    startDates: p.text().nullable(),
    region: p.text().nullable(),
    subject: p.text().nullable(),
    rank: p.text().nullable(),
    matchPercentage: p.integer().nullable(),
    imageUrl: p.text().nullable(),
  },
});

/** A UK foundation-year programme of the catalogue (SPEC §3 `foundation_year_info`). */
export class Programme extends ProgrammeSchema.class {}
ProgrammeSchema.setClass(Programme);
