/**
 * The ui kit's shared style objects without its components: a `.css.ts` file
 * elsewhere imports these, and vanilla-extract's compiler then evaluates only
 * them, not every component (and Ark UI) behind the `ui` barrel.
 */
export * as chatStyles from './chat.css';
export { focusRing } from './focus.css';
export * as layout from './layout.css';
