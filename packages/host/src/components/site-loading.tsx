import { SessionLoading } from './session-loading';
import './site-loading.css';

/**
 * What the site shows until the first screen's code is in: the brand bar,
 * exactly as index.html draws it before any script runs (so nothing flickers
 * when React takes over), then the session spinner.
 */
export function SiteLoading() {
  return (
    <div data-site-loading="">
      <header data-site-loading-bar="">
        <div>
          <span data-site-loading-brand="">Puente</span>
        </div>
      </header>
      <SessionLoading />
    </div>
  );
}
