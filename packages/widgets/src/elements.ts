// Registers every Puente custom element; each module also registers itself when imported alone.
export { PuenteWaitlistElement } from './waitlist/waitlist.element';
