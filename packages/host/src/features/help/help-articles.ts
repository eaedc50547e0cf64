import type { Article } from '../../components/article-page';
import { paths } from '../../config/paths';

/** The questions a Mexican family asks first (docs/product/help.md): one article each. */
export const foundationYear: Article = {
  title: /*i18n*/ 'What is a foundation year?',
  lead: /*i18n*/ 'A one-year course that prepares you for a UK bachelor’s degree when your school qualifications are not enough for direct entry.',
  sections: [
    {
      heading: /*i18n*/ 'Why a Mexican student may need one',
      paragraphs: [
        /*i18n*/ 'A bachelor’s degree in England, Wales and Northern Ireland usually lasts three years, and students from the UK start it after A levels. Many UK universities do not accept the Mexican bachillerato alone for direct entry, so they ask for a foundation year first. Some accept the bachillerato with a high average: it depends on the university and the degree.',
      ],
    },
    {
      heading: /*i18n*/ 'What you study',
      paragraphs: [
        /*i18n*/ 'A foundation year teaches the subjects your degree builds on (for example mathematics for engineering, or biology and chemistry for health sciences), academic English and study skills. It is taught by the university itself or by a partner college on or near its campus.',
      ],
    },
    {
      heading: /*i18n*/ 'What comes after',
      paragraphs: [
        /*i18n*/ 'If you pass with the grades the programme sets, you go on to the first year of the degrees it leads to. Some programmes guarantee that place at the same university; others help you apply to several. Each programme in Puente lists the bachelor’s degrees it leads to.',
      ],
      links: [{ label: /*i18n*/ 'Find a foundation year', to: paths.foundationPrograms.getHref() }],
    },
  ],
};

export const ielts: Article = {
  title: /*i18n*/ 'IELTS and other English tests',
  lead: /*i18n*/ 'What IELTS is, which score a programme asks, where to take it in Mexico, and which other tests may count.',
  sections: [
    {
      heading: /*i18n*/ 'What IELTS is',
      paragraphs: [
        /*i18n*/ 'IELTS (International English Language Testing System) measures your English in four skills: listening, reading, writing and speaking. Each skill gets a band from 0 to 9, in half bands, and the four make an overall band. UK universities ask for IELTS Academic.',
      ],
    },
    {
      heading: /*i18n*/ 'Which band a programme asks',
      paragraphs: [
        /*i18n*/ 'Each programme sets an overall band and often a minimum in each skill, for example 5.5 overall with at least 5.5 in each skill. Foundation years usually ask for less than the degree they lead to. Puente shows each programme’s requirement on its card and in the comparison.',
        /*i18n*/ 'A foundation year is below degree level, and for a Student visa at that level UK rules ask for a Secure English Language Test (SELT) from an approved provider, such as IELTS for UKVI. Ask the university which test and version it needs before you book.',
      ],
    },
    {
      heading: /*i18n*/ 'Where to take it in Mexico',
      paragraphs: [
        /*i18n*/ 'IELTS is run by the British Council and IDP. Both have test centres in Mexico, including in Mexico City, Guadalajara and Monterrey, with dates most months. Book on the official IELTS site and check that the centre offers the version your university asks for.',
      ],
      links: [
        { label: /*i18n*/ 'Book IELTS (ielts.org)', href: 'https://ielts.org' },
        {
          label: /*i18n*/ 'English tests accepted for a UK Student visa (GOV.UK)',
          href: 'https://www.gov.uk/student-visa/knowledge-of-english',
        },
      ],
    },
    {
      heading: /*i18n*/ 'Other tests that may count',
      paragraphs: [
        /*i18n*/ 'Many universities also accept other tests, such as Cambridge English (B2 First, C1 Advanced), PTE Academic or TOEFL iBT, and some accept an English test of their own. Which ones count, and with which scores, depends on the university and the programme: check its entry requirements before you book any test.',
      ],
    },
  ],
};

export const degreeRecognition: Article = {
  title: /*i18n*/ 'Is a UK degree recognised in Mexico?',
  lead: /*i18n*/ 'A degree from a recognised UK university is a valid degree. To use it formally in Mexico you may need to have it revalidated by the SEP.',
  sections: [
    {
      heading: /*i18n*/ 'When you need revalidation',
      paragraphs: [
        /*i18n*/ 'Many private employers accept a UK degree as it is. To obtain a cédula profesional, to practise a regulated profession, or to continue your studies or work in the public sector in Mexico, you ask the Secretaría de Educación Pública (SEP) for the revalidation of your studies (revalidación de estudios).',
      ],
    },
    {
      heading: /*i18n*/ 'What you usually need',
      paragraphs: [
        /*i18n*/ 'The requirements and fees are set by the SEP and can change, so check them before you start. The usual documents are:',
      ],
      list: [
        /*i18n*/ 'your degree certificate and your transcript, each with an apostille from the UK (the Foreign, Commonwealth and Development Office issues it);',
        /*i18n*/ 'their translation into Spanish by an authorised translator (perito traductor);',
        /*i18n*/ 'your identification and CURP.',
      ],
      links: [
        { label: /*i18n*/ 'Revalidation of studies (SEP, gob.mx)', href: 'https://www.gob.mx/sep' },
        {
          label: /*i18n*/ 'Get a UK document legalised (apostille, GOV.UK)',
          href: 'https://www.gov.uk/get-document-legalised',
        },
      ],
    },
    {
      heading: /*i18n*/ 'Before you choose',
      paragraphs: [
        /*i18n*/ 'Check that the university is a recognised UK degree-awarding body (GOV.UK lists them). Keep every certificate and transcript from your foundation year and degree: you will need the originals to apostille.',
      ],
    },
  ],
};

export const funding: Article = {
  title: /*i18n*/ 'Scholarships and funding',
  lead: /*i18n*/ 'Which funding can pay for a foundation year and a bachelor’s degree, and which cannot.',
  sections: [
    {
      heading: /*i18n*/ 'What can help',
      paragraphs: [
        /*i18n*/ 'Most help for a foundation year and a bachelor’s comes from the universities themselves: scholarships or fee discounts for international students, usually partial and usually based on your grades. Puente lists the ones we know for each programme; always check the amount and conditions on the university’s site.',
        /*i18n*/ 'Some Mexican foundations, state programmes and banks offer scholarships or loans for study abroad. Read each call’s conditions: many are for postgraduate study only.',
      ],
      links: [{ label: /*i18n*/ 'Browse scholarships', to: paths.scholarshipsListing.getHref() }],
    },
    {
      heading: /*i18n*/ 'What does not pay for a foundation year or a bachelor’s',
      paragraphs: [
        /*i18n*/ 'Chevening, the UK government’s scholarship, funds one-year master’s degrees for people who already have a degree and work experience. It does not fund a foundation year or a bachelor’s.',
        /*i18n*/ 'The Mexican government’s scholarships for study abroad (from CONAHCYT, now SECIHTI) are for postgraduate study: master’s degrees and doctorates. They do not fund a foundation year or a bachelor’s.',
        /*i18n*/ 'UK government student loans (Student Finance) are for UK residents, not for international students.',
      ],
    },
    {
      heading: /*i18n*/ 'Plan the whole year',
      paragraphs: [
        /*i18n*/ 'Besides tuition, a Student visa asks you to show money for living costs, and you pay the visa fee and the Immigration Health Surcharge. Puente shows each programme’s yearly cost, in pounds and an estimate in pesos.',
      ],
    },
  ],
};

/**
 * /help: its title and lead (also its prerendered page's, app/public-routes.ts),
 * then the topics in the order it lists them.
 */
export const helpIndex = {
  title: /*i18n*/ 'Help',
  lead: /*i18n*/ 'Answers to the questions students and families ask first.',
  topics: [
    { article: foundationYear, to: paths.helpFoundationYear.getHref() },
    { article: ielts, to: paths.helpIelts.getHref() },
    { article: degreeRecognition, to: paths.helpDegreeRecognition.getHref() },
    { article: funding, to: paths.helpFunding.getHref() },
  ],
} as const;

/** /contact's title and lead (also its prerendered page's). */
export const contactPage = {
  title: /*i18n*/ 'Contact us',
  lead: /*i18n*/ 'We read every message and answer in Spanish or English.',
};
