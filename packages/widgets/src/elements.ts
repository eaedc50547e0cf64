/// <reference types="vite/client" />
// Registers every Puente custom element now: each `src/<feature>/<feature>.element.ts`
// defines its own tag when imported, so new elements join without an edit here.
import.meta.glob('./*/*.element.ts', { eager: true });
