/**
 * Whether a path is a page of the site: one of its router's patterns
 * (`/timeline/:id` takes `/timeline/7`), a trailing slash aside, as the
 * site's router reads it.
 */
export function siteRoutes(patterns: readonly string[]): (path: string) => boolean {
  const split = (path: string) => path.split('/').filter((segment) => segment !== '');
  const routes = patterns.map(split);
  return (path) => {
    const segments = split(path);
    return routes.some(
      (route) =>
        route.length === segments.length &&
        route.every((part, i) => part.startsWith(':') || part === segments[i]),
    );
  };
}
