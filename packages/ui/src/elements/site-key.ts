/**
 * The school's site key an element carries (docs/product/schools.md,
 * "Attribution from a school's site"): its `site-key`, else the loader's
 * `data-site-key`, else none.
 */
export function elementSiteKey(siteKey: string | undefined): string | undefined {
  return (
    siteKey?.trim() ||
    (globalThis as { Puente?: { siteKey?: string } }).Puente?.siteKey?.trim() ||
    undefined
  );
}
