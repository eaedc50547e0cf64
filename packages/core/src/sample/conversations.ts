import { addDays, toIsoDay } from '../domain/deadline';

export type ConversationId = 'intro' | 'interests';

export interface ConversationLine {
  sender: 'ai' | 'student';
  message: string;
}

/** A past conversation between the AI and the student (SPEC §3). */
export interface ConversationScript {
  id: ConversationId;
  title: string;
  /** ISO date. */
  date: string;
  content: readonly ConversationLine[];
}

/** What the AI said and what the student answered, so that a script reads as the talk went. */
const ai = (message: string): ConversationLine => ({ sender: 'ai', message });
const student = (message: string): ConversationLine => ({ sender: 'student', message });

/** The conversation a profile line links to. */
export const EXPLORING_INTERESTS_ID: ConversationId = 'interests';

/** The conversation the Scripts tab opens on. */
export const INTRO_CONVERSATION_ID: ConversationId = 'intro';

/** Days before the check-in that each sample conversation took place. */
const DAYS_AGO: Record<ConversationId, number> = { intro: 21, interests: 7 };

/**
 * The Scripts tab's Past Conversations, oldest first, dated from `today` (the
 * demo's clock), so a demo opened any day shows recent talks.
 */
export function sampleConversations(today: Date): ConversationScript[] {
  return CONVERSATIONS.map((script) => ({ ...script, date: conversationDay(today, script.id) }));
}

/** The day the sample conversation `id` took place, seen from `today`. */
export function conversationDay(today: Date, id: ConversationId): string {
  return toIsoDay(addDays(today, -DAYS_AGO[id]));
}

const CONVERSATIONS: readonly Omit<ConversationScript, 'date'>[] = [
  {
    id: 'intro',
    title: /*i18n*/ 'Getting to Know You',
    content: [
      ai(
        /*i18n*/ "Hi Sofía! I'm here to help you plan your next step after school. How are you feeling about it?",
      ),
      student(
        /*i18n*/ "Excited but a bit lost. I'd love to study in the UK, but I don't know where to start.",
      ),
      ai(/*i18n*/ "That's a great starting point. What would you most like to study?"),
      student(/*i18n*/ "Something in medicine, I think. Or engineering. I haven't decided."),
      ai(
        /*i18n*/ 'Many students start with two options. A UK foundation year can keep both doors open while you build the grades and English you need.',
      ),
    ],
  },
  {
    id: 'interests',
    title: /*i18n*/ 'Exploring Interests',
    content: [
      ai(
        /*i18n*/ 'Last time you mentioned medicine and engineering. What do you enjoy most at school?',
      ),
      student(
        /*i18n*/ 'Biology, definitely. I love learning how the body works. And I lead our robotics club, we built an arm that can pick up small objects.',
      ),
      ai(
        /*i18n*/ 'That combination points towards biomedical engineering. Have you done anything in health care?',
      ),
      student(
        /*i18n*/ 'I volunteer on Saturdays at a community clinic. I help with the waiting room and sometimes translate for English-speaking patients.',
      ),
      ai(/*i18n*/ 'Wonderful. Does anyone in your family have experience of studying abroad?'),
      student(
        /*i18n*/ "No, I'd be the first. My grandmother is from Italy, so I've spent summers in Bologna, but never studied there.",
      ),
    ],
  },
];
