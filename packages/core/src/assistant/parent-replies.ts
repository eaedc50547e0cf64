import { compareDeadlines, formatDeadline, parseDeadlineDate, toIsoDay } from '../domain/deadline';
import type { Locale } from '../i18n/locale';
import type { Message } from '../i18n/message';
import { firstScholarshipDeadline } from '../sample/parent';

/** A message of the parent chat (SPEC §3). */
export interface ParentChatMessage {
  id: string;
  /** The parent's text as typed, or the assistant's message id (its en-GB text). */
  content: string;
  /** The values of the assistant's message, when it has any. */
  values?: Message['values'];
  sender: 'bot' | 'parent';
}

/** What the canned assistant knows of the parent's own child: their name and chosen programmes. */
export interface ParentChild {
  /** The child's account id: a model's parent chat asks the server about them. */
  id?: number;
  name: string;
  programmes: readonly ParentChildProgramme[];
}

export interface ParentChildProgramme {
  programme: string;
  university: string;
  /** The deadline as the catalogue gives it ('2027-01-15'). */
  deadline: string;
  /** The tracker stage, as a message id ('Preparing'). */
  stage: string;
}

export const PARENT_WELCOME: ParentChatMessage = {
  id: 'welcome',
  content:
    /*i18n*/ "Hello! I'm the Puente assistant. Ask me anything about your child's university applications: costs, deadlines, living abroad or how to help them prepare.",
  sender: 'bot',
};

/** Example questions, one per canned topic. */
export const PARENT_EXAMPLE_QUESTIONS = [
  /*i18n*/ 'How does financial aid work for UK universities?',
  /*i18n*/ 'Can my child apply to universities in Italy too?',
  /*i18n*/ 'What housing is there for first-year students?',
  /*i18n*/ 'How can we prepare for university interviews?',
] as const;

export type ParentReplyTopic =
  | 'financial-aid'
  | 'international'
  | 'housing'
  | 'interview'
  | 'general';

const TOPIC_KEYWORDS: readonly [ParentReplyTopic, readonly string[]][] = [
  // English and Spanish: a parent may ask in either.
  ['financial-aid', ['financial aid', 'fafsa', 'ayuda financiera', 'beca', 'financiamiento']],
  ['international', ['italy', 'international', 'italia', 'internacional']],
  ['housing', ['housing', 'accommodation', 'vivienda', 'alojamiento', 'residencia']],
  ['interview', ['interview', 'prepare', 'entrevista', 'prepar']],
];

const REPLIES: Record<ParentReplyTopic, string> = {
  // The sample child's: `{date}` is the first shortlisted scholarship's deadline, as on the first action card.
  'financial-aid':
    /*i18n*/ 'US aid forms such as the FAFSA do not apply to UK universities, but many UK universities offer scholarships for international students, usually £1,500 to £10,000 a year. Your child has 3 scholarships shortlisted on their dashboard; the first deadline is {date}.',
  international:
    /*i18n*/ 'Yes. Alongside the UK list, your child has the University of Bologna in Italy, which teaches medicine and engineering in English with much lower tuition. International applications there open in early 2026 and use the IMAT or TOLC admission test.',
  housing:
    /*i18n*/ 'Most UK universities guarantee a place in university halls for first-year international students who apply by the housing deadline. In London, budget about £200 to £300 a week; in Manchester or Edinburgh, about £150 to £220.',
  interview:
    /*i18n*/ 'Some foundation programmes, and all medicine courses, hold interviews. The best preparation is to talk through why your child wants the course, their volunteering at the clinic and their robotics work. Their counselor can arrange a practice interview.',
  general:
    /*i18n*/ "Thanks for your question! I'll pass it to your child's counselor, who will follow up. Meanwhile, the progress card shows every application and its deadline.",
};

// A parent asking about the child's own choices, in English or Spanish.
const CHILD_KEYWORDS = [
  'deadline',
  'programme',
  'program',
  'university',
  'universities',
  'apply',
  'application',
  'stage',
  'fecha',
  'programa',
  'universidad',
  'solicitud',
  'etapa',
];

/** What the canned assistant answers from: whose parent asks, in which language, on which day. */
export interface ParentReplyContext {
  /** The parent's own child; without one, the SPEC's sample child. */
  child?: ParentChild | undefined;
  /** The language its dates are written in; en-GB when not given. */
  locale?: Locale | undefined;
  /** The day the parent asks (the site's clock): deadlines count from it. */
  today: Date;
}

/**
 * The canned assistant's reply to a parent: about their own child when given
 * (`parentReplyAbout`), otherwise the SPEC's reply by topic about the sample
 * child, its first scholarship deadline counted from `today`.
 */
export function cannedParentReply(
  message: string,
  { child, locale = 'en-GB', today }: ParentReplyContext,
): Message {
  if (child) return parentReplyAbout(message, child, { locale, today });
  const topic = parentReplyTopic(message);
  return topic === 'financial-aid'
    ? {
        id: REPLIES[topic],
        values: { date: formatDeadline(firstScholarshipDeadline(today), locale) },
      }
    : { id: REPLIES[topic] };
}

/**
 * The canned reply about the parent's own child: their programmes, stages and
 * deadlines for a question about them, their first deadline ahead of `today`
 * beside the scholarships, otherwise the SPEC's reply by topic, except the
 * sample child's (Bologna, her scholarships), which would be wrong about
 * this child. Deadlines are written in `locale`.
 */
function parentReplyAbout(
  message: string,
  child: ParentChild,
  { locale, today }: { locale: Locale; today: Date },
): Message {
  const text = message.toLowerCase();
  const topic = parentReplyTopic(message);
  const asksAboutChild = CHILD_KEYWORDS.some((keyword) => text.includes(keyword));
  if (child.programmes.length === 0 && (asksAboutChild || topic === 'international')) {
    return {
      id: /*i18n*/ '{name} has not chosen a programme yet. When they add one to their selections, I can tell you its deadline and how far along they are.',
      values: { name: child.name },
    };
  }
  if (asksAboutChild || topic === 'international') {
    const [next, ...rest] = child.programmes;
    return {
      id: /*i18n*/ '{name} has chosen {count, plural, one {# programme} other {# programmes}}. {programme} at {university}: {stage}, deadline {deadline}.{more, select, none {} other { The others are on the progress card.}}',
      values: {
        name: child.name,
        count: child.programmes.length,
        programme: next?.programme ?? '',
        university: next?.university ?? '',
        stage: { id: next?.stage ?? '' },
        deadline: formatDeadline(next?.deadline, locale),
        more: rest.length === 0 ? 'none' : 'some',
      },
    };
  }
  if (topic === 'financial-aid') {
    const first = firstDeadlineAhead(child.programmes, today);
    return first === undefined
      ? {
          id: /*i18n*/ 'US aid forms such as the FAFSA do not apply to UK universities, but many UK universities offer scholarships for international students, usually £1,500 to £10,000 a year. {name} can look for them on the Scholarships page. None of their programmes has a deadline ahead yet.',
          values: { name: child.name },
        }
      : {
          id: /*i18n*/ 'US aid forms such as the FAFSA do not apply to UK universities, but many UK universities offer scholarships for international students, usually £1,500 to £10,000 a year. {name} can look for them on the Scholarships page; their first application deadline is {date}.',
          values: { name: child.name, date: formatDeadline(first, locale) },
        };
  }
  return { id: REPLIES[topic] };
}

/** The soonest of the programmes' deadlines that is a date not yet passed by `today`. */
function firstDeadlineAhead(
  programmes: readonly ParentChildProgramme[],
  today: Date,
): string | undefined {
  // Calendar days in UTC, as every deadline rule; not programme choice's, which the finder's first render carries.
  const day = toIsoDay(today);
  return programmes
    .map(({ deadline }) => deadline)
    .filter((deadline) => {
      const date = parseDeadlineDate(deadline);
      return date !== null && toIsoDay(date) >= day;
    })
    .sort(compareDeadlines)[0];
}

/** Which canned reply a parent's message gets (SPEC §4), case-insensitive, first match wins. */
export function parentReplyTopic(message: string): ParentReplyTopic {
  const text = message.toLowerCase();
  const match = TOPIC_KEYWORDS.find(([, keywords]) => keywords.some((k) => text.includes(k)));
  return match?.[0] ?? 'general';
}

/** The canned reply's message id (its en-GB text) for a parent's message about the sample child. */
export function parentReplyTo(message: string): string {
  return REPLIES[parentReplyTopic(message)];
}

/** Example questions show only while the chat holds only the welcome message. */
export function showsParentExamples(messages: readonly ParentChatMessage[]): boolean {
  return messages.every((m) => m.id === PARENT_WELCOME.id);
}
