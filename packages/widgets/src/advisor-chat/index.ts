export type { AdvisorChatProps } from './advisor-chat';
export { AdvisorChat } from './advisor-chat';
export type { ChatSummaryProps } from './chat-summary';
export { ChatSummary } from './chat-summary';
export { useAdvisorChat } from './use-advisor-chat';
