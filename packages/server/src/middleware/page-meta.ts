import { type FoundationProgramme, formatGbp, type Locale } from '@puente/core';
import type { ProgrammeCatalogue } from '../modules/programme/programme-catalogue';

/** What a link's preview shows (Open Graph): pasted in WhatsApp, a chat, a post. */
export interface PageMeta {
  title: string;
  description: string;
  /** A path on this site: a PNG of 1200×630 (most previews ignore an SVG). */
  image: string;
  /** What the image shows, for who cannot see it. */
  imageAlt: string;
}

/** Translates a message id with values into a locale (the server's i18n). */
export type TranslateInto = (
  locale: Locale,
  id: string,
  values?: Record<string, unknown>,
) => Promise<string>;

const PROGRAMME_DESCRIPTION =
  /*i18n*/ 'Foundation year at {university} ({region}): {fees} a year. See it on Puente.';
const COMPARE_TITLE =
  /*i18n*/ '{count, plural, one {# foundation programme} other {Comparing # foundation programmes}} on Puente';
const COMPARE_DESCRIPTION =
  /*i18n*/ '{programmes}: fees, deadlines and entry requirements side by side.';
/** The site's preview image in each language (the host's scripts/preview-images.ts): the crests are SVG. */
const previewImage = (locale: Locale) => `/images/og-image-${locale}.png`;
const PREVIEW_IMAGE_ALT = /*i18n*/ 'Puente: your bridge to a UK university';
const COMPARED_MAX = 3;

/**
 * The preview of the site's shared pages: a programme (`/programmes/:id`)
 * and a comparison of up to three (`/compare?ids=1,2,3`); null for any other
 * page, which keeps the site's own. Small on purpose: the server's one place
 * that knows what a public page is about before the SPA runs.
 */
export function createMetaFor(catalogue: ProgrammeCatalogue, translate: TranslateInto) {
  const programme = async (id: number): Promise<FoundationProgramme | undefined> => {
    const answer = await catalogue.programme(id);
    return answer ? (JSON.parse(answer.body.toString('utf8')) as FoundationProgramme) : undefined;
  };
  return async function metaFor(url: URL, locale: Locale): Promise<PageMeta | null> {
    const one = /^\/programmes\/(\d{1,9})$/.exec(url.pathname);
    if (one) {
      const found = await programme(Number(one[1]));
      if (!found) return null;
      return {
        title: `${found.programName} · ${found.universityName}`,
        description: await translate(locale, PROGRAMME_DESCRIPTION, {
          university: found.universityName,
          region: found.region,
          fees: formatGbp(found.tuitionFees, locale),
        }),
        image: previewImage(locale),
        imageAlt: await translate(locale, PREVIEW_IMAGE_ALT),
      };
    }
    if (url.pathname === '/compare') {
      const ids = (url.searchParams.get('ids') ?? '')
        .split(',')
        .filter((id) => /^\d{1,9}$/.test(id))
        .slice(0, COMPARED_MAX);
      const found = (await Promise.all(ids.map((id) => programme(Number(id))))).filter(
        (each): each is FoundationProgramme => each !== undefined,
      );
      if (found.length === 0) return null;
      return {
        title: await translate(locale, COMPARE_TITLE, { count: found.length }),
        description: await translate(locale, COMPARE_DESCRIPTION, {
          programmes: found
            .map((each) => `${each.programName} (${each.universityName})`)
            .join(', '),
        }),
        image: previewImage(locale),
        imageAlt: await translate(locale, PREVIEW_IMAGE_ALT),
      };
    }
    return null;
  };
}

/** `text` safe inside HTML text or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The site's index.html with `meta` for `url`: its title, description and
 * Open Graph tags (the image an absolute URL, as previews need), and its language.
 */
export function withPageMeta(html: string, meta: PageMeta, url: URL, locale: Locale): string {
  const image = new URL(meta.image, url.origin).href;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Puente" />',
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url.href)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta property="og:image:type" content="image/png" />',
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    `<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta property="og:locale" content="${locale.replace('-', '_')}" />`,
  ].join('\n    ');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace(/<title>[\s\S]*?<\/title>/, tags);
}
