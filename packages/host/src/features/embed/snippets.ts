import type { ElementDoc } from '@puente/ui/elements/element-docs';

/**
 * What a school adds once, in its page's head: the space each element will take
 * (`reserve.css`, so the page never moves), then the loader of the moving major version.
 */
export function loaderSnippet(origin: string): string {
  return `<link rel="stylesheet" href="${origin}/widgets/v1/reserve.css" />
<script async src="${origin}/widgets/v1/loader.js"></script>`;
}

/** The same loader pinned to one exact build, with its Subresource Integrity hash. */
export function pinnedLoaderSnippet(
  origin: string,
  { build, loaderIntegrity }: { build: string; loaderIntegrity: string },
): string {
  return `<link rel="stylesheet" href="${origin}/widgets/${build}/reserve.css" />
<script async src="${origin}/widgets/${build}/loader.js" integrity="${loaderIntegrity}" crossorigin="anonymous"></script>`;
}

/** The element as a school would paste it, talking to `origin` when it has an `api-base`. */
export function elementSnippet(element: ElementDoc, origin: string): string {
  const apiBase = element.attributes.some(({ name }) => name === 'api-base')
    ? ` api-base="${origin}"`
    : '';
  return `<${element.tagName}${apiBase}></${element.tagName}>`;
}

/** The Content-Security-Policy directives a school's page needs for Puente at `origin`. */
export function cspSnippet(origin: string): string {
  return `script-src 'self' ${origin}; connect-src 'self' ${origin}; img-src 'self' data: ${origin}; style-src 'self' ${origin}`;
}
