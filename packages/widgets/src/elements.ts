// Registers every Puente custom element; each module also registers itself when imported alone.

export { PuenteAdvisorChatElement } from './advisor-chat/advisor-chat.element';
export { PuenteCounselorCheckInElement } from './counselor-check-in/counselor-check-in.element';
export { PuenteProgrammeFinderElement } from './programme-finder/programme-finder.element';
export { PuenteStatementBuilderElement } from './statement-builder/statement-builder.element';
export { PuenteWaitlistElement } from './waitlist/waitlist.element';
