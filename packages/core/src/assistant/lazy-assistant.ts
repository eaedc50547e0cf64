import type { Assistant, CannedAssistantOptions } from './assistant';

// A record, so it fails to compile when Assistant gains a method this lacks.
const METHODS: Record<keyof Assistant, true> = {
  chatReply: true,
  chatSummary: true,
  askAboutStudent: true,
  parentReply: true,
  generateOutline: true,
  regenerateOutline: true,
  reviewStatement: true,
  reReviewStatement: true,
  updateCollegeList: true,
};

/** An assistant whose code loads on demand; `preload()` fetches it ahead of the first call. */
export interface LazyAssistant extends Assistant {
  preload(): Promise<void>;
}

/**
 * The canned assistant, its scripts fetched by `preload()` or the first call:
 * a widget that never asks the "AI" anything never downloads them.
 */
export function createLazyCannedAssistant(options: CannedAssistantOptions = {}): LazyAssistant {
  let canned: Promise<Assistant> | undefined;
  const load = () => {
    canned ??= import('./assistant').then(({ createCannedAssistant }) =>
      createCannedAssistant(options),
    );
    return canned;
  };
  const call =
    (method: keyof Assistant) =>
    async (...args: unknown[]) =>
      ((await load())[method] as (...args: unknown[]) => Promise<unknown>)(...args);
  const methods = Object.fromEntries(
    Object.keys(METHODS).map((method) => [method, call(method as keyof Assistant)]),
  ) as unknown as Assistant;
  return { ...methods, preload: () => load().then(() => {}) };
}

/** Whether `assistant` loads its code on demand, and so can be preloaded. */
export function isLazyAssistant(assistant: Assistant): assistant is LazyAssistant {
  return typeof (assistant as Partial<LazyAssistant>).preload === 'function';
}
