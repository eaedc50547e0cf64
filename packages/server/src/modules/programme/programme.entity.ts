import { defineEntity, p } from '@mikro-orm/core';
import { id } from '../common/columns';

const ProgrammeSchema = defineEntity({
  name: 'Programme',
  tableName: 'foundation_year_info',
  properties: {
    id: id(),
    /** The catalogue's stable key: seeding and importing update a programme by it. */
    slug: p.text().unique(),
    programName: p.text(),
    universityName: p.text(),
    requirements: p.text(),
    /**
     * Whole pounds a year. SPEC §3 keeps fees as text; every catalogue fee is
     * a validated number and the API answers a number, so the column says so.
     */
    tuitionFees: p.integer(),
    applicationDeadline: p.text(),
    startDates: p.text(),
    region: p.text(),
    subject: p.text(),
    rank: p.text(),
    /** Stored only when the catalogue states one; the client defaults to 80 (SPEC §3). */
    matchPercentage: p.integer().nullable(),
    imageUrl: p.text(),
    /** The bachelor degrees the foundation year leads to. */
    pathways: p.array(),
    /** The pathway company running it (INTO, Study Group, …), or null for the university itself. */
    provider: p.text().nullable(),
    /** 'integrated' or 'international' (core's PROGRAMME_KINDS). */
    kind: p.text(),
    /** The months it starts ('2027-09'), from the catalogue's `startMonths` or read from `startDates`. */
    startMonths: p.array(),
    /** The UK nation the region names (core's UK_NATION_NAMES). */
    nation: p.text(),
    /** IELTS bands asked: overall, and a minimum per skill where one is set. */
    ieltsOverall: p.float().columnType('real'),
    ieltsReading: p.float().columnType('real').nullable(),
    ieltsWriting: p.float().columnType('real').nullable(),
    ieltsSpeaking: p.float().columnType('real').nullable(),
    ieltsListening: p.float().columnType('real').nullable(),
  },
});

/** A UK foundation-year programme of the catalogue (SPEC §3 `foundation_year_info`). */
export class Programme extends ProgrammeSchema.class {}
ProgrammeSchema.setClass(Programme);
