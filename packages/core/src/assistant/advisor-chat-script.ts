/** The exploration advisor's opening message. */
export const ADVISOR_GREETING =
  /*i18n*/ "¡Hola! I'm Puente, your exploration advisor. I'm here to help you find out whether a UK foundation year is the right next step for you. To start: which subjects do you enjoy most at school?";

/** The advisor's five scripted replies, one per student message (SPEC §9). */
export const ADVISOR_SCRIPT = [
  /*i18n*/ 'That sounds great! A foundation year lets you build on what you enjoy while you prepare for a UK degree. What kind of work can you imagine yourself doing after university?',
  /*i18n*/ "Good to know. Many students from Mexico use a foundation year to bridge the gap between preparatoria and a UK bachelor's degree. Would you rather live in a big city like London or Manchester, or in a smaller student town?",
  /*i18n*/ 'Thanks! Cost matters too: UK foundation years for international students usually cost £15,000 to £25,000 a year, and many universities offer scholarships. Is funding something your family is thinking about?',
  /*i18n*/ 'That helps. Most foundation programmes ask for IELTS 5.5 or an equivalent English test, so it is worth planning it early. Have you taken an English test yet?',
  /*i18n*/ "Thank you for sharing all of this! I have a clear picture now. I'll put together a short summary of what we talked about so you can check it.",
] as const;

/** The summary card's four points. */
export const ADVISOR_SUMMARY = [
  /*i18n*/ 'You want to explore a UK foundation year as your route into a bachelor’s degree.',
  /*i18n*/ 'Your favourite subjects and career ideas will decide which pathway fits best.',
  /*i18n*/ 'City or campus life and the total cost, including scholarships, are key factors for you and your family.',
  /*i18n*/ 'Next step: plan your English test (IELTS 5.5 or equivalent) and shortlist programmes on Puente.',
] as const;

/** The toast each summary choice shows (SPEC §8). */
export const ADVISOR_CHAT_TOASTS = {
  shared: /*i18n*/ 'Summary shared!',
  declined: /*i18n*/ 'No problem!',
  updated: /*i18n*/ 'Summary updated!',
  /** A reply that did not come (offline, a server that could not be reached). */
  failed:
    /*i18n*/ 'The assistant did not answer. Your message is back in the box; please try again.',
} as const;

export type ChatSender = 'user' | 'bot';

/** A message of the advisor chat (SPEC §3). */
export interface ChatMessage {
  id: string;
  content: string;
  sender: ChatSender;
  /** True only for the "typing" bubble `transcript` adds while the bot thinks. */
  isThinking: boolean;
}

export type SummaryState = 'not_shown' | 'showing' | 'editing' | 'shared' | 'declined';

export interface AdvisorChatState {
  messages: readonly ChatMessage[];
  /** A user message is waiting for its reply; nothing else can be sent meanwhile. */
  awaitingReply: boolean;
  /** The thinking indicator is showing. */
  thinking: boolean;
  /** The five scripted lines have been said; the input is disabled for good. */
  ended: boolean;
  summary: SummaryState;
  summaryPoints: readonly string[];
  /** The reply so far, while an assistant that streams writes it. */
  writing?: string;
  /** A model's summary failed (the toast said why): the chat offers to ask again. */
  summaryFailed?: boolean;
}

const message = (index: number, sender: ChatSender, content: string): ChatMessage => ({
  id: `m${index + 1}`,
  content,
  sender,
  isThinking: false,
});

function initial(): AdvisorChatState {
  return {
    messages: [message(0, 'bot', ADVISOR_GREETING)],
    awaitingReply: false,
    thinking: false,
    ended: false,
    summary: 'not_shown',
    summaryPoints: ADVISOR_SUMMARY,
  };
}

/** How many scripted lines the bot has said so far (the greeting is not one). */
function scriptedRepliesSoFar(messages: readonly Pick<ChatMessage, 'sender'>[]): number {
  return Math.max(0, messages.filter((m) => m.sender === 'bot').length - 1);
}

/** The scripted line that answers the next user message. */
function nextScriptedLine(messages: readonly Pick<ChatMessage, 'sender'>[]): string {
  const index = Math.min(scriptedRepliesSoFar(messages), ADVISOR_SCRIPT.length - 1);
  return ADVISOR_SCRIPT[index] ?? ADVISOR_SCRIPT[0];
}

/** Whether `text` can be sent now: not blank, no reply pending, chat not ended. */
function canSend(state: AdvisorChatState, text: string): boolean {
  return text.trim() !== '' && !state.awaitingReply && !state.ended;
}

/** Appends the student's message; unchanged (same object) when it cannot be sent. */
function sendUserMessage(state: AdvisorChatState, text: string): AdvisorChatState {
  if (!canSend(state, text)) return state;
  return {
    ...state,
    messages: [...state.messages, message(state.messages.length, 'user', text.trim())],
    awaitingReply: true,
  };
}

/** Shows the thinking indicator for the pending reply. */
function botThinking(state: AdvisorChatState): AdvisorChatState {
  if (!state.awaitingReply || state.thinking) return state;
  return { ...state, thinking: true };
}

/** Shows the reply written so far in place of the thinking indicator. */
function botWriting(state: AdvisorChatState, soFar: string): AdvisorChatState {
  if (!state.awaitingReply || state.writing === soFar) return state;
  return { ...state, thinking: false, writing: soFar };
}

/**
 * Takes back the student's last message when its reply failed or was
 * stopped: the chat is as before it, and the message goes back to the box.
 */
function botFailed(state: AdvisorChatState): AdvisorChatState {
  if (!state.awaitingReply) return state;
  const { writing: _, ...rest } = state;
  return { ...rest, messages: state.messages.slice(0, -1), awaitingReply: false, thinking: false };
}

/** Appends the bot's reply; the fifth scripted reply ends the conversation. */
function botReplied(state: AdvisorChatState, content: string): AdvisorChatState {
  if (!state.awaitingReply) return state;
  const messages = [...state.messages, message(state.messages.length, 'bot', content)];
  const { writing: _, ...rest } = state;
  return {
    ...rest,
    messages,
    awaitingReply: false,
    thinking: false,
    ended: scriptedRepliesSoFar(messages) >= ADVISOR_SCRIPT.length,
  };
}

/** Shows the summary card once the conversation has ended. */
function showSummary(
  state: AdvisorChatState,
  points: readonly string[] = state.summaryPoints,
): AdvisorChatState {
  if (!state.ended || state.summary !== 'not_shown') return state;
  return { ...state, summary: 'showing', summaryPoints: points };
}

function editSummary(state: AdvisorChatState): AdvisorChatState {
  return state.summary === 'showing' ? { ...state, summary: 'editing' } : state;
}

/**
 * Leaves editing with the edited points, blank ones dropped (all blank keeps the
 * old points). Toast `ADVISOR_CHAT_TOASTS.updated`.
 */
function saveSummary(state: AdvisorChatState, points: readonly string[]): AdvisorChatState {
  if (state.summary !== 'editing') return state;
  const kept = points.map((point) => point.trim()).filter((point) => point !== '');
  return {
    ...state,
    summary: 'showing',
    summaryPoints: kept.length > 0 ? kept : state.summaryPoints,
  };
}

/** Leaves editing without changing the points. */
function cancelEditSummary(state: AdvisorChatState): AdvisorChatState {
  return state.summary === 'editing' ? { ...state, summary: 'showing' } : state;
}

/** Toast `ADVISOR_CHAT_TOASTS.shared`. */
function shareSummary(state: AdvisorChatState): AdvisorChatState {
  return state.summary === 'showing' ? { ...state, summary: 'shared' } : state;
}

/** Toast `ADVISOR_CHAT_TOASTS.declined`. */
function declineSummary(state: AdvisorChatState): AdvisorChatState {
  return state.summary === 'showing' ? { ...state, summary: 'declined' } : state;
}

/** The bubbles to draw: the messages, plus a thinking bubble while the bot thinks. */
function transcript(state: AdvisorChatState): ChatMessage[] {
  if (state.writing !== undefined) {
    return [
      ...state.messages,
      { id: 'writing', content: state.writing, sender: 'bot', isThinking: false },
    ];
  }
  if (!state.thinking) return [...state.messages];
  return [...state.messages, { id: 'thinking', content: '', sender: 'bot', isThinking: true }];
}

/**
 * The exploration advisor chat (SPEC §4) as pure transitions. Every transition
 * that does not apply to the current state returns that same state object.
 */
export const advisorChat = {
  initial,
  canSend,
  sendUserMessage,
  botThinking,
  botWriting,
  botFailed,
  botReplied,
  showSummary,
  editSummary,
  saveSummary,
  cancelEditSummary,
  shareSummary,
  declineSummary,
  transcript,
  nextScriptedLine,
};
