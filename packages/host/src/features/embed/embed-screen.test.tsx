import { elementDocsOf } from '@puente/ui/elements/element-docs';
import manifest from '@puente/widgets/custom-elements.json';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderWithHost } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { EmbedScreen } from './embed-screen';

const ORIGIN = 'https://puente.example';
const ELEMENTS = elementDocsOf(manifest);

const RELEASE = {
  version: '1.0.0',
  build: '1.0.0-56679b12',
  loaderIntegrity: 'sha384-UCjtIwJ8lo9iXnLcydfdKqMS8',
};

/** The server's answer to the page's look for the built loader, and for its release. */
function widgetsServer(built: boolean) {
  const fetch = vi.fn(async (url: string) =>
    built && url === '/widgets/release.json'
      ? new Response(JSON.stringify(RELEASE), { headers: { 'Content-Type': 'application/json' } })
      : new Response(null, {
          status: 200,
          headers: { 'Content-Type': built ? 'text/javascript' : 'text/html' },
        }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderEmbed() {
  return renderWithHost(<EmbedScreen origin={ORIGIN} />, {
    server: signedOutServer({ 'GET /api/user': () => ({ status: 401 }) }),
    initialPath: '/embed',
  });
}

/** The test browser's settings. */
const happyDom = () =>
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } })
    .happyDOM.settings;

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
  happyDom().handleDisabledFileLoadingAsSuccess = false;
});

describe('/embed', () => {
  it('lets a keyboard reach and scroll each code snippet, a named region', async () => {
    renderEmbed();
    const loader = await screen.findByRole('region', { name: 'Code: loader script' });
    expect(loader.querySelector('pre')).toHaveTextContent('<script');
    expect(loader).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('region', { name: 'Code: CSP directives' })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });

  it('lists every element of custom-elements.json with its snippet, attributes, events and theming hooks', async () => {
    widgetsServer(false);
    renderEmbed();

    expect(
      screen.getByRole('heading', { level: 1, name: "Puente on your school's website" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `<link rel="stylesheet" href="${ORIGIN}/widgets/v1/reserve.css" /> <script async src="${ORIGIN}/widgets/v1/loader.js"></script>`,
      ),
    ).toBeVisible();
    expect(ELEMENTS.length).toBeGreaterThan(0);
    for (const element of ELEMENTS) {
      const section = screen.getByRole('region', { name: `<${element.tagName}>` });
      const inside = within(section);
      const apiBase = element.attributes.some(({ name }) => name === 'api-base');
      expect(
        inside.getByText(
          `<${element.tagName}${apiBase ? ` api-base="${ORIGIN}"` : ''}></${element.tagName}>`,
        ),
      ).toBeVisible();
      for (const { name } of [...element.attributes, ...element.events, ...element.cssParts]) {
        expect(inside.getAllByText(name, { selector: 'code' }).length).toBeGreaterThan(0);
      }
      const events = inside.getByRole('table', { name: 'Events' });
      expect(within(events).getByText('puente-ready', { selector: 'code' })).toBeVisible();
      expect(inside.getAllByText('--puente-color-primary', { selector: 'code' })[0]).toBeVisible();
      const states = inside.getByRole('table', { name: 'CSS states' });
      expect(within(states).getByText('ready', { selector: 'code' })).toBeVisible();
    }
    expect(await axeViolations()).toEqual([]);
  });

  it('says why there is no live preview when this server has no built widgets (pnpm dev)', async () => {
    const fetch = widgetsServer(false);
    renderEmbed();
    expect(await screen.findByText(/No live previews/)).toHaveTextContent(
      'this server has no built widgets at /widgets/loader.js',
    );
    expect(fetch).toHaveBeenCalledWith('/widgets/loader.js', { method: 'HEAD' });
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.querySelector('puente-waitlist')).toBeNull();
  });

  it('loads the built loader as a school would and previews each element against this site, showing its events', async () => {
    widgetsServer(true);
    // happy-dom runs no script files; let the loader's tag "load" as a browser's would.
    happyDom().handleDisabledFileLoadingAsSuccess = true;
    renderEmbed();

    await waitFor(() =>
      expect(document.head.querySelector('script[src="/widgets/loader.js"]')).not.toBeNull(),
    );
    const waitlistSection = screen.getByRole('region', { name: '<puente-waitlist>' });
    const preview = await waitFor(() => {
      const element = waitlistSection.querySelector('puente-waitlist');
      if (!element) throw new Error('no preview yet');
      return element;
    });
    expect(preview).toHaveAttribute('api-base', ORIGIN);
    expect(screen.queryByText(/No live previews/)).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        `<link rel="stylesheet" href="${ORIGIN}/widgets/1.0.0-56679b12/reserve.css" /> <script async src="${ORIGIN}/widgets/1.0.0-56679b12/loader.js" integrity="sha384-UCjtIwJ8lo9iXnLcydfdKqMS8" crossorigin="anonymous"></script>`,
      ),
    ).toBeVisible();

    act(() => {
      preview.dispatchEvent(
        new CustomEvent('puente-ready', { detail: { tagName: 'puente-waitlist' }, bubbles: true }),
      );
    });
    expect(
      within(waitlistSection).getByText('puente-ready {"tagName":"puente-waitlist"}'),
    ).toBeVisible();
  });

  it('copies a snippet', async () => {
    widgetsServer(false);
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderEmbed();

    await user.click(screen.getByRole('button', { name: 'Copy the loader script' }));
    expect(writeText).toHaveBeenCalledWith(
      `<link rel="stylesheet" href="${ORIGIN}/widgets/v1/reserve.css" />\n<script async src="${ORIGIN}/widgets/v1/loader.js"></script>`,
    );
    expect(await screen.findByText('Copied')).toBeVisible();
  });
});
