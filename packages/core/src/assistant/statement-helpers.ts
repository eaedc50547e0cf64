import {
  type CommentType,
  type EssayParagraph,
  REVIEW_SCORE,
  REVIEW_STATUS,
  type StatementReview,
} from '../domain/essay-feedback';
import { wordCount } from '../domain/statement';

/** One question of the personal statement questionnaire (SPEC §3). */
export interface QuestionnaireItem {
  id: QuestionnaireQuestionId;
  question: string;
  placeholder: string;
  tooltip: string;
}

export type QuestionnaireQuestionId =
  | 'motivation'
  | 'experience'
  | 'strengths'
  | 'challenge'
  | 'goals';

/** Answers by question id; missing or blank means unanswered. */
export type QuestionnaireAnswers = Partial<Record<QuestionnaireQuestionId, string>>;

/** The questionnaire's five questions, in order. */
export const QUESTIONNAIRE: readonly QuestionnaireItem[] = [
  {
    id: 'motivation',
    question: /*i18n*/ 'Why do you want to study this subject?',
    placeholder:
      'e.g. Since I helped at my local clinic, I have wanted to understand how the body works...',
    tooltip:
      /*i18n*/ 'Universities want to know what first sparked your interest and why it has lasted.',
  },
  {
    id: 'experience',
    question: /*i18n*/ 'What have you done outside class that relates to it?',
    placeholder: 'e.g. Projects, clubs, volunteering, work experience, online courses...',
    tooltip:
      /*i18n*/ 'Pick one or two experiences and say what you learned from them, not only what you did.',
  },
  {
    id: 'strengths',
    question: /*i18n*/ 'Which skills or qualities will help you succeed?',
    placeholder: 'e.g. Leading our robotics team taught me to plan, test and try again...',
    tooltip: /*i18n*/ 'Show each skill with a short example instead of listing adjectives.',
  },
  {
    id: 'challenge',
    question: /*i18n*/ 'Tell us about a challenge you overcame.',
    placeholder: 'e.g. Learning to study in English, moving school, balancing work and study...',
    tooltip:
      /*i18n*/ 'Focus on what you did and how it changed you; keep the description of the problem short.',
  },
  {
    id: 'goals',
    question: /*i18n*/ 'Why a foundation year in the UK, and what are your goals after it?',
    placeholder:
      'e.g. I want to become a biomedical engineer and work on affordable medical devices...',
    tooltip: /*i18n*/ 'Link the foundation year to the degree and the career you are aiming for.',
  },
];

/** The wizard's outline (SPEC §3). */
export interface Outline {
  introduction: string;
  paragraphOne: string;
  paragraphTwo: string;
}

export type OutlineSection = keyof Outline;

export const OUTLINE_SECTIONS: readonly OutlineSection[] = [
  'introduction',
  'paragraphOne',
  'paragraphTwo',
];

const answered = (
  answers: QuestionnaireAnswers,
  id: QuestionnaireQuestionId,
): string | undefined => {
  const text = answers[id]?.trim();
  return text ? text : undefined;
};

const quoted = (text: string) => `“${text.replace(/[.\s]+$/, '')}”`;

/** A first outline built from the questionnaire, quoting the answers given. */
export function generateOutline(answers: QuestionnaireAnswers): Outline {
  const motivation = answered(answers, 'motivation');
  const experience = answered(answers, 'experience');
  const strengths = answered(answers, 'strengths');
  const challenge = answered(answers, 'challenge');
  const goals = answered(answers, 'goals');

  const introduction = motivation
    ? `Open with the moment behind your interest: ${quoted(motivation)}. Say in one or two sentences why you want to study this subject in the UK.`
    : 'Open with a specific moment that sparked your interest in your subject, then say in one or two sentences why you want to study it in the UK.';

  const paragraphOne = [
    experience
      ? `Describe what you have done outside class: ${quoted(experience)}, and what it taught you.`
      : 'Describe one activity outside class that relates to your subject and what it taught you.',
    strengths
      ? `Show the skills it built with an example: ${quoted(strengths)}.`
      : 'Show one skill it built with a short example.',
  ].join(' ');

  const paragraphTwo = [
    challenge
      ? `Explain a challenge you overcame: ${quoted(challenge)}, and how it prepared you for university.`
      : 'Explain a challenge you overcame and how it prepared you for university.',
    goals
      ? `Close by linking the foundation year to your goals: ${quoted(goals)}.`
      : 'Close by linking the foundation year to the degree and career you are aiming for.',
  ].join(' ');

  return { introduction, paragraphOne, paragraphTwo };
}

/** The canned paragraph two that Regenerate Outline puts in (SPEC §4). */
export const REGENERATED_PARAGRAPH_TWO =
  'Focus on your future: explain how a UK foundation year will close the gap between your current studies and your chosen degree, name one module or facility that excites you, and end with the difference you hope to make after graduating.';

/** Regenerate Outline: the canned assistant replaces paragraph two whatever the feedback. */
export function regenerateOutline(outline: Outline, _feedback: string): Outline {
  return { ...outline, paragraphTwo: REGENERATED_PARAGRAPH_TWO };
}

/** The statement reviewed when the wizard hands over no text. */
export const SAMPLE_STATEMENT = [
  'The first time I translated for a patient at the community clinic in Guadalajara, I saw how much good care depends on understanding. That afternoon made me want to study how the human body works, and how technology can help doctors care for it.',
  'As captain of my school robotics club, I led a team of six to build an arm that picks up small objects. We failed many times before it worked, and I learned to plan, test and try again. I now want to use these skills to design medical devices.',
  'Studying in English and preparing for IELTS while finishing preparatoria has not been easy, but it has taught me discipline and how to ask for help when I need it.',
  'A foundation year in the UK will give me the science and academic English I need to succeed in a biomedical engineering degree. I hope to return to Mexico one day to make medical technology affordable for clinics like the one where I volunteer.',
].join('\n\n');

const COMMENTS: readonly { type: CommentType; text: string }[] = [
  {
    type: 'praise',
    text: /*i18n*/ 'A strong, personal opening: the reader sees a real moment and why it mattered to you.',
  },
  {
    type: 'suggestion',
    text: /*i18n*/ 'Consider saying what the result of your work was (a competition, a demonstration) to make the achievement concrete.',
  },
  {
    type: 'improvement',
    text: /*i18n*/ 'Connect this paragraph to your subject: how will this experience help you in your degree?',
  },
  {
    type: 'praise',
    text: /*i18n*/ 'A clear, confident ending that ties your goals back to your opening.',
  },
];

/**
 * The canned review of a statement (SPEC §3/§9): one paragraph per block of
 * text, canned comments on each, score 8.5, status 'Ready to Submit'.
 */
export function reviewStatementText(text: string): StatementReview {
  const source = text.trim() === '' ? SAMPLE_STATEMENT : text;
  return reviewWithComments(source, (index, count) => {
    const isLast = index === count - 1 && index > 0;
    return isLast ? COMMENTS[COMMENTS.length - 1] : COMMENTS[index];
  });
}

/**
 * A review of `text`: one paragraph per block of text, each with the comment
 * `commentOn` gives its index (of `count`), score 8.5, status 'Ready to Submit'.
 */
export function reviewWithComments(
  text: string,
  commentOn: (index: number, count: number) => { type: CommentType; text: string } | undefined,
): StatementReview {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  const paragraphs = blocks.map((block, index): EssayParagraph => {
    const comment = commentOn(index, blocks.length);
    return comment
      ? {
          id: index + 1,
          text: block,
          hasComment: true,
          commentType: comment.type,
          commentText: comment.text,
        }
      : { id: index + 1, text: block, hasComment: false };
  });
  return {
    paragraphs,
    wordCount: wordCount(text),
    commentCount: paragraphs.filter((p) => p.hasComment).length,
    score: REVIEW_SCORE,
    status: REVIEW_STATUS,
  };
}

/** A wizard message (SPEC §5); a blocking one stops the step, the others only advise. */
export interface WizardNotice {
  title: string;
  description: string;
  blocking: boolean;
}

/** Moving on from the questionnaire: blocks with no answers, advises with some missing. */
export function questionnaireNotice(answers: QuestionnaireAnswers): WizardNotice | null {
  const count = QUESTIONNAIRE.filter((item) => answered(answers, item.id)).length;
  if (count === 0) {
    return {
      title: 'No Questions Answered',
      description: 'Please answer at least one question to help generate your outline.',
      blocking: true,
    };
  }
  if (count < QUESTIONNAIRE.length) {
    return {
      title: 'Some Questions Unanswered',
      description:
        'You can continue, but answering more questions will help create a better outline.',
      blocking: false,
    };
  }
  return null;
}

/** Regenerate Outline needs some feedback. */
export function outlineFeedbackNotice(feedback: string): WizardNotice | null {
  if (feedback.trim() !== '') return null;
  return {
    title: 'Feedback Required',
    description: 'Please provide some feedback before regenerating the outline.',
    blocking: true,
  };
}

/** Draft sections by name, e.g. the outline's three. */
export type DraftSections = Readonly<Record<string, string>>;

const MIN_DRAFT_CHARACTERS = 10;
const SHORT_DRAFT_CHARACTERS = 100;
const HINT_AFTER_CHARACTERS = 20;

/** Characters written across the sections, ignoring leading and trailing blanks. */
export function draftLength(sections: DraftSections): number {
  return Object.values(sections).reduce((total, text) => total + text.trim().length, 0);
}

/** Generate Feedback: blocks under 10 characters, advises under 100. */
export function firstDraftNotice(sections: DraftSections): WizardNotice | null {
  const length = draftLength(sections);
  if (length < MIN_DRAFT_CHARACTERS) {
    return {
      title: 'No Content Added',
      description:
        'Please write at least a few words in one of the sections before requesting feedback.',
      blocking: true,
    };
  }
  if (length < SHORT_DRAFT_CHARACTERS) {
    return {
      title: 'Limited Content',
      description: 'Your draft is quite short. Consider adding more details for better feedback.',
      blocking: false,
    };
  }
  return null;
}

/** Feedback hints appear once any section holds more than 20 characters. */
export function showsDraftHints(sections: DraftSections): boolean {
  return Object.values(sections).some((text) => text.trim().length > HINT_AFTER_CHARACTERS);
}
