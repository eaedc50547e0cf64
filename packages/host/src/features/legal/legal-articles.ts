import type { Article } from '../../components/article-page';
import { paths } from '../../config/paths';

/**
 * Puente's privacy notice (aviso de privacidad) under Mexico's Ley Federal de
 * Protección de Datos Personales en Posesión de los Particulares
 * (docs/product/privacy.md). A change of substance gets a new
 * PRIVACY_NOTICE_VERSION in core.
 */
export const privacyNotice: Article = {
  title: /*i18n*/ 'Privacy notice',
  lead: /*i18n*/ 'What data Puente keeps about you, why, who sees it, for how long, and how you control it.',
  sections: [
    {
      heading: /*i18n*/ 'Who is responsible',
      paragraphs: [
        /*i18n*/ 'The organisation that runs this Puente site is responsible for your personal data, under Mexico’s Federal Law on the Protection of Personal Data Held by Private Parties (LFPDPPP). You can reach it through the contact page.',
      ],
      links: [{ label: /*i18n*/ 'Contact us', to: paths.contact.getHref() }],
    },
    {
      heading: /*i18n*/ 'What we collect',
      paragraphs: [/*i18n*/ 'Only what you give us and what the site needs to work:'],
      list: [
        /*i18n*/ 'your account: name, email address, username and a scrambled form of your password (never the password itself);',
        /*i18n*/ 'your academic profile: school year, grades, subjects, English level and what you want to study;',
        /*i18n*/ 'the programmes you save, your personal statements and your application tracker;',
        /*i18n*/ 'your school and counselor, your linked parents, and the notices and tasks your school sends you;',
        /*i18n*/ 'for security: your signed-in browsers (their type and when they were last used) and the number of recent sign-in attempts.',
      ],
    },
    {
      heading: /*i18n*/ 'Why',
      paragraphs: [
        /*i18n*/ 'To match you with foundation years, to keep your list, statements and deadlines, to let your school guide you and your parents follow along, and to keep your account safe. These purposes are necessary for the service. We do not sell your data or use it for advertising.',
      ],
    },
    {
      heading: /*i18n*/ 'Who sees it',
      paragraphs: [/*i18n*/ 'Only the people your account is linked to:'],
      list: [
        /*i18n*/ 'your school’s counselors and admins, if you join a school: your profile and your programmes; each time they look, you see it on My Profile;',
        /*i18n*/ 'parents you link: your programmes, read-only, and your statements’ text only if you share it;',
        /*i18n*/ 'the companies that host the site, and send its emails when it sends any, only to provide those services;',
        /*i18n*/ 'if the site’s assistant uses an AI provider, the text you ask it about is sent to that provider to answer you.',
      ],
    },
    {
      heading: /*i18n*/ 'How long',
      paragraphs: [
        /*i18n*/ 'We keep your account and its data until you delete it. Signed-in sessions end after a period without use, and sign-in attempt counts after a few hours. When you delete your account, its data is deleted at once. Your school keeps its record of which of its staff looked at your data, no longer linked to you, for a set time (a year unless Puente’s operator sets another), so it can answer for who read it; the server’s technical logs, which do not contain your profile, are kept only as long as needed to keep the site secure.',
      ],
    },
    {
      heading: /*i18n*/ 'Your ARCO rights',
      paragraphs: [
        /*i18n*/ 'You have the right to access your data, to correct it, to cancel (delete) it and to object to its use. On My Profile you can correct your profile, download all your data and delete your account yourself. For anything else, write to us with “ARCO” in the subject, saying who you are and what you ask; we answer within the time the law sets.',
        /*i18n*/ 'If you think your rights were not respected, you can go to Mexico’s data protection authority, the Secretaría Anticorrupción y Buen Gobierno.',
      ],
    },
    {
      heading: /*i18n*/ 'Students under 18',
      paragraphs: [
        /*i18n*/ 'If you are under 18, ask your mother, father or guardian to read this notice with you before you create an account: they can exercise your rights on your behalf and can write to us at any time.',
      ],
    },
    {
      heading: /*i18n*/ 'Changes to this notice',
      paragraphs: [
        /*i18n*/ 'If we change what we collect or why, we publish a new version here with its date, and ask for your consent again when the law requires it.',
      ],
    },
  ],
};

/** Puente's terms of use. */
export const terms: Article = {
  title: /*i18n*/ 'Terms of use',
  lead: /*i18n*/ 'The rules for using Puente, in plain words.',
  sections: [
    {
      heading: /*i18n*/ 'What Puente is',
      paragraphs: [
        /*i18n*/ 'Puente helps students find foundation year programmes at UK universities and prepare their applications. It gives guidance, not admission: each university decides on its own applications, fees and scholarships.',
      ],
    },
    {
      heading: /*i18n*/ 'Your account',
      paragraphs: [
        /*i18n*/ 'Give true information, keep your password to yourself and tell us if you think someone else used your account. Students under 18 need their parent’s or guardian’s permission to use Puente.',
      ],
    },
    {
      heading: /*i18n*/ 'Information on the site',
      paragraphs: [
        /*i18n*/ 'We check programme details, requirements, deadlines and costs, but they can change and they can be wrong: confirm them on the university’s site before you decide or pay. Amounts in pesos are estimates from an exchange rate we show with its date.',
        /*i18n*/ 'The assistant’s suggestions and feedback are a help, not advice you must follow. Your personal statements must be your own work.',
      ],
    },
    {
      heading: /*i18n*/ 'Fair use',
      paragraphs: [
        /*i18n*/ 'Do not try to access other people’s data, disrupt the site or use it to send unwanted messages. We may suspend an account that does.',
      ],
    },
    {
      heading: /*i18n*/ 'Ending',
      paragraphs: [
        /*i18n*/ 'You can delete your account at any time from My Profile. These terms are governed by the laws of Mexico.',
      ],
      links: [{ label: /*i18n*/ 'Privacy notice', to: paths.privacy.getHref() }],
    },
  ],
};
