// The loader is a script of its own: it takes no code from `@puente/core`,
// which would become a chunk it imports. These are core's values, which
// `catalogue-prefetch.test.ts` in the widgets holds it to.
const ALL_SUBJECTS = 'All Subjects';
const SORTS = ['match', 'deadline', 'fees', 'rank'];
const DEFAULT_SORT = 'match';
const MAX_FEES = 1_000_000;
const WHOLE_NUMBER = /^\d{1,9}$/;
const PAGE_SIZE_DEFAULT = 20;
const PAGE_SIZE_MAX = 100;

export const PROGRAMME_FINDER_TAG = 'puente-programme-finder';

/** A request the loader made for an element before its code arrived. */
export interface EarlyRequest {
  url: string;
  /** The element's language, as its requests send it. */
  acceptLanguage: string;
}

/**
 * The first catalogue page a `<puente-programme-finder>` will ask for, read
 * from its attributes as the element reads them (`finderSearchFrom`,
 * `programmeListQuery`: `catalogue-prefetch.test.ts` in the widgets holds
 * the two together), so the loader can ask while the element's code is on
 * its way. Undefined when the element will ask for something else: a
 * `profile` (the match is then sorted on the page, over the whole list).
 */
export function finderFirstPage(element: Element, apiBase: string): EarlyRequest | undefined {
  if (element.hasAttribute('profile')) return undefined;
  const read = (name: string) => element.getAttribute(name)?.trim() ?? '';
  const params = new URLSearchParams();
  const subject = read('subject');
  if (subject && subject !== ALL_SUBJECTS) params.set('subject', subject);
  const region = read('region');
  if (region) params.set('region', region);
  const sort = read('sort');
  params.set('sort', SORTS.includes(sort) ? sort : DEFAULT_SORT);
  const maxFees = read('max-fees');
  if (WHOLE_NUMBER.test(maxFees) && Number(maxFees) <= MAX_FEES) {
    params.set('maxFees', String(Number(maxFees)));
  }
  params.set('open', 'true');
  params.set('page', '1');
  const pageSize = element.hasAttribute('page-size') ? Number(read('page-size')) : Number.NaN;
  params.set(
    'pageSize',
    String(
      Number.isFinite(pageSize)
        ? Math.min(PAGE_SIZE_MAX, Math.max(1, Math.round(pageSize)))
        : PAGE_SIZE_DEFAULT,
    ),
  );
  return {
    url: new URL(
      `${(read('api-base') || apiBase).replace(/\/+$/, '')}/api/foundation-programs?${params}`,
      document.baseURI,
    ).href,
    acceptLanguage: languageOf(element),
  };
}

/** The element's language as `elementLocale` finds it: its `lang`, else the closest ancestor's; any Spanish is es-MX. */
function languageOf(element: Element): string {
  for (let node: Element | null = element; node; ) {
    const marked = node.closest('[lang]');
    if (marked) {
      const language = marked.getAttribute('lang')?.trim().split(/[-_]/)[0]?.toLowerCase();
      return language === 'es' ? 'es-MX' : 'en-GB';
    }
    const root = node.getRootNode();
    node = root instanceof ShadowRoot ? root.host : null;
  }
  return 'en-GB';
}
