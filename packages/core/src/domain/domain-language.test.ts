import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, NetworkError } from '../api/api-error';
import { catalog as apiCatalog } from '../api/locales';
import { reviewStatementText } from '../assistant/statement-helpers';
import { loadCatalog } from '../i18n/catalog';
import { createI18n } from '../i18n/create-i18n';
import { type Message, sayMessage } from '../i18n/message';
import type { Translate } from '../i18n/translate';
import { catalog as choosingCatalog } from '../locales/choosing';
import { sampleProgramme } from '../sample/foundation-programmes';
import { SAMPLE_ENGINEERING_PROFILE } from '../sample/student-info';
import { catalog as schemasCatalog } from '../schemas/locales';
import { KINGS_COLLEGE_APPLICATION } from './dashboard-phase';
import { ieltsDisplay, ieltsDisplayMessage, ieltsMinimums } from './ielts';
import { catalog as domainCatalog } from './locales';
import { MATCH_BANDS, matchProgramme } from './match';
import { closesInMessage, regionName, regionOptions } from './programme-choice';
import { ALL_SUBJECTS } from './programme-search';
import { PROGRAMME_SORT_LABELS } from './programme-sort';
import { programmeStructure } from './programme-structure';
import { formatProgrammeStarts, formatStartDates } from './start-terms';
import { statementReviewDocument } from './statement-review-document';
import { buildTimeline } from './timeline-status';

// Core's sentences built from values, in both of Puente's languages: en-GB
// (the default, SPEC's words) and es-MX, as a component says them: a
// `Message` through `sayMessage`, a whole text through its `i18n.t`.
let spanish: I18n;
let english: I18n;
let es: Translate;
const sayIn = (i18n: I18n, message: Message | null) =>
  message && sayMessage((id, values) => i18n._(id, values), message);
const say = (message: Message | null) => sayIn(spanish, message);
beforeAll(async () => {
  spanish = createI18n('es-MX');
  english = createI18n('en-GB');
  await Promise.all(
    [domainCatalog, choosingCatalog, schemasCatalog, apiCatalog].flatMap((c) => [
      loadCatalog(spanish, c, 'es-MX'),
      loadCatalog(english, c, 'en-GB'),
    ]),
  );
  es = spanish.t;
});

const now = new Date('2027-03-10T15:00:00Z');

describe('how long before a deadline closes', () => {
  it.each([
    ['2027-03-10', 'Closes today', 'Cierra hoy'],
    ['2027-03-11', 'Closes tomorrow', 'Cierra mañana'],
    ['2027-03-12', 'Closes in 2 days', 'Cierra en 2 días'],
    ['2027-03-23', 'Closes in 13 days', 'Cierra en 13 días'],
    ['2027-03-31', 'Closes in 3 weeks', 'Cierra en 3 semanas'],
    ['2027-08-13', 'Closes in 5 months', 'Cierra en 5 meses'],
    ['2027-03-01', 'Deadline passed', 'Fecha límite vencida'],
  ])('%s: "%s", "%s"', (deadline, inEnglish, mexican) => {
    expect(sayIn(english, closesInMessage(deadline, now))).toBe(inEnglish);
    expect(say(closesInMessage(deadline, now))).toBe(mexican);
  });

  it('is nothing for a deadline that is not a date, in either', () => {
    expect(closesInMessage('Rolling admissions', now)).toBeNull();
  });
});

describe('the IELTS a card shows', () => {
  const warwick = {
    universityName: 'University of Warwick',
    requirements: 'IELTS 6.5, High School 85%',
  };
  it("writes the university's rule in the reader's language, the band as the catalogue's", () => {
    expect(ieltsDisplay(warwick)).toBe('IELTS 6.5 (with 6.0 in speaking)');
    expect(say(ieltsDisplayMessage(warwick))).toBe('IELTS 6.5 (con 6.0 en Speaking)');
    const into = { universityName: 'Any', provider: 'INTO', requirements: 'English required' };
    expect(ieltsDisplay(into)).toBe('IELTS: min 5.0 writing, all others 4.5+');
    expect(say(ieltsDisplayMessage(into))).toBe(
      'IELTS: mínimo 5.0 en Writing, 4.5+ en las demás secciones',
    );
  });

  it("says the catalogue's own clause by its numbers", () => {
    const other = { universityName: 'Elsewhere', requirements: 'IELTS 6.0 overall, Math 70%' };
    expect(ieltsDisplay(other)).toBe('IELTS 6.0');
    expect(say(ieltsDisplayMessage(other))).toBe('IELTS 6.0');
    expect(
      ieltsDisplayMessage({ universityName: 'Elsewhere', requirements: 'Math 70%' }),
    ).toBeNull();
  });
});

describe('a match and its reasons', () => {
  const programme = {
    requirements: 'IELTS 5.5, High School 80%, Math 75%, Science 75%',
    subject: 'Engineering',
  };

  it('reads as before in en-GB', () => {
    expect(matchProgramme(SAMPLE_ENGINEERING_PROFILE, programme).reasons).toEqual([
      'Your Math grade (78%) is above the minimum of 75%',
      'Your Physics grade (72%) is below the minimum of 75%',
      'Your average (80%) meets the minimum of 80%',
      'Engineering is one of your intended subjects',
    ]);
  });

  it('reads in Mexican Spanish, the same match', () => {
    const english = matchProgramme(SAMPLE_ENGINEERING_PROFILE, programme);
    expect(english.reasonMessages.map(say)).toEqual([
      'Tu calificación de Matemáticas (78%) supera el mínimo de 75%',
      'Tu calificación de Física (72%) está por debajo del mínimo de 75%',
      'Tu promedio (80%) cumple el mínimo de 80%',
      'Ingeniería es una de tus áreas de estudio',
    ]);
  });

  it('asks for what is missing, in Spanish', () => {
    const empty = {
      ...SAMPLE_ENGINEERING_PROFILE,
      intendedSubject: ['Law' as const],
      mathScore: null,
      mathNotTaken: true,
      chemistryScore: null,
      physicsScore: null,
      overallGpa: '8,7 de 10',
    };
    expect(matchProgramme(empty, programme).reasonMessages.map(say)).toEqual([
      'No cursaste Matemáticas, así que no se puede revisar el requisito de Matemáticas de 75%',
      'Agrega tu calificación de Química, Biología o Física para revisar el requisito de Ciencias de 75%',
      'No pudimos leer el promedio "8,7 de 10": escríbelo como 80, 8.5 o 3.6',
    ]);
    expect(matchProgramme(null, programme).reasonMessages.map(say)).toEqual([
      'Completa tu perfil para ver qué tan compatible eres',
    ]);
  });

  it('names its band by an id the screens translate', () => {
    expect(MATCH_BANDS.map(({ label }) => spanish._(label))).toEqual([
      'Opción de gran reto',
      'Opción ambiciosa',
      'Opción realista',
      'Opción segura',
    ]);
  });
});

describe('labels kept as ids, shown with i18n._', () => {
  it('the sorts, the subjects choice, the timeline steps and the documents King’s asks for', () => {
    expect(spanish._(PROGRAMME_SORT_LABELS.deadline)).toBe('Fecha límite más próxima');
    expect(spanish._(ALL_SUBJECTS)).toBe('Todas las áreas');
    const steps = buildTimeline({ deadline: '2027-06-15', hasStatement: false, now });
    expect(steps.map(({ title }) => title)).toEqual([
      'Start Application',
      'Personal Statement',
      'Documents',
      'English Test',
      'Application Deadline',
    ]);
    expect(steps.map(({ title }) => spanish._(title))).toEqual([
      'Empieza tu solicitud',
      'Ensayo personal',
      'Documentos',
      'Examen de inglés',
      'Fecha límite de la solicitud',
    ]);
    for (const { description } of steps) expect(spanish._(description)).not.toBe(description);
    for (const document of KINGS_COLLEGE_APPLICATION.documents) {
      expect(spanish._(document)).not.toBe(document);
    }
  });
});

describe('the review document', () => {
  it("writes its headings in the reader's language and keeps the statement as written", () => {
    const review = reviewStatementText('I love chemistry.\n\nI led the science club.');
    const document = statementReviewDocument(review, es);
    expect(document).toMatch(/^# Revisión del ensayo personal\n/);
    expect(document).toContain('- Calificación: 8.5/10');
    expect(document).toContain('- 8 palabras, 2 comentarios');
    expect(document).toContain('## Párrafo 1\n\nI love chemistry.\n\n> **Lo que funciona:** ');
    expect(document).not.toMatch(/Personal Statement Review|Paragraph|Score:|words/);
    expect(
      statementReviewDocument({ ...review, wordCount: 1, commentCount: 1, paragraphs: [] }, es),
    ).toContain('- 1 palabra, 1 comentario');
  });
});

describe('a request that got no answer', () => {
  it("says so in the reader's language, never in the browser's English", () => {
    const error = new NetworkError(new TypeError('Failed to fetch'));
    expect(errorMessage(error, 'fallback')).toBe(
      'Could not connect. Check your internet connection and try again.',
    );
    expect(errorMessage(error, 'fallback', es)).toBe(
      'No se pudo conectar. Revisa tu conexión a internet e inténtalo de nuevo.',
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe("the catalogue's structured facts", () => {
  it("says start terms as months of the reader's calendar, and a text that is none as written", () => {
    expect(formatStartDates('September 2027, January 2028', 'es-MX')).toBe(
      'septiembre de 2027, enero de 2028',
    );
    expect(formatStartDates('September 2027, January 2028', 'en-GB')).toBe(
      'September 2027, January 2028',
    );
    expect(formatStartDates('Rolling', 'es-MX')).toBe('Rolling');
  });

  it('says regions and nations in Spanish, places without a Spanish name as written', () => {
    expect(regionName('London, England', (id) => spanish._(id))).toBe('Londres, Inglaterra');
    expect(regionName('Newcastle upon Tyne, England', (id) => spanish._(id))).toBe(
      'Newcastle upon Tyne, Inglaterra',
    );
    const options = regionOptions([{ region: 'London, England' }, { region: 'Cardiff, Wales' }]);
    expect(options.map(({ region }) => regionName(region, (id) => spanish._(id)))).toEqual([
      'Inglaterra',
      'Gales',
      'Cardiff, Gales',
      'Londres, Inglaterra',
    ]);
  });

  it('reads IELTS as numbers (overall, each skill, one skill) and says it per language', () => {
    expect(ieltsMinimums('IELTS 5.5 (minimum 5.5 in each component)')).toEqual({
      overall: 5.5,
      eachSkill: 5.5,
      skill: null,
    });
    expect(ieltsMinimums('IELTS 6.0 (no section below 5.5)')?.eachSkill).toBe(5.5);
    expect(ieltsMinimums('IELTS 6.5 (with 6.0 in writing)')?.skill).toEqual({
      skill: 'writing',
      minimum: 6,
    });
    expect(ieltsMinimums('English at B2')).toBeNull();
    const programme = (requirements: string) => ({
      universityName: 'University of Leeds',
      requirements,
    });
    const kings = programme('IELTS 5.5 (minimum 5.5 in each component), High School 85%');
    expect(ieltsDisplay(kings)).toBe('IELTS 5.5 (minimum 5.5 in each component)');
    expect(say(ieltsDisplayMessage(kings))).toBe('IELTS 5.5 (mínimo 5.5 en cada habilidad)');
    expect(say(ieltsDisplayMessage(programme('IELTS 6.5 (with 6.0 in speaking), Math 70%')))).toBe(
      'IELTS 6.5 (con 6.0 en expresión oral)',
    );
  });

  it("says the catalogue's structured fields when the API answers them", () => {
    const programme = sampleProgramme({
      startDates: 'Autumn and spring',
      startMonths: ['2027-10', '2028-02'],
      ieltsOverall: 5.5,
      ieltsReading: 5.5,
      ieltsWriting: 6,
      ieltsSpeaking: 5.5,
      ieltsListening: 5.5,
    });
    expect(formatProgrammeStarts(programme, 'es-MX')).toBe('octubre de 2027, febrero de 2028');
    expect(formatProgrammeStarts(programme, 'en-GB')).toBe('October 2027, February 2028');
    expect(ieltsDisplay(programme)).toBe(
      'IELTS 5.5 (minimum 5.5 in each component, 6.0 in writing)',
    );
    expect(say(ieltsDisplayMessage(programme))).toBe(
      'IELTS 5.5 (mínimo 5.5 en cada habilidad, 6.0 en escritura)',
    );
    const writingOnly = {
      ...programme,
      ieltsReading: null,
      ieltsSpeaking: null,
      ieltsListening: null,
    };
    expect(say(ieltsDisplayMessage(writingOnly))).toBe('IELTS 5.5 (con 6.0 en escritura)');
    // The older text, read into the same fields.
    expect(programmeStructure(sampleProgramme())).toMatchObject({
      startMonths: ['2027-09'],
      nation: 'England',
      ieltsOverall: 5.5,
      ieltsWriting: 5.5,
    });
  });
});
