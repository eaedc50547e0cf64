import { describe, expect, it } from 'vitest';
import { MOST_RENDERS_AT_ONCE } from '../src/middleware/signed-in-pages';
import { SESSION_COOKIE } from '../src/modules/session/session.middleware';
import { startTestSite } from './built-files';
import { invited, newAccount, schoolWithPeople } from './schools';
import type { TestClient } from './utils';

// As packages/host/scripts/prerender.ts writes them: the site's page around a student screen,
// and a renderer standing in for the host's (src/prerender.tsx), which reads through the fetch
// it is given, as the student's browser would, and writes what it read.
const SHELL =
  '<!doctype html><html lang="en"><head><title>Puente</title></head><body><div id="root"></div></body></html>';
const template =
  '<!doctype html><html lang="en-GB" data-prerendered data-catalogs="__PUENTE_CATALOGS__"><head><title>Puente</title></head><body><div id="root">__PUENTE_PAGE__</div></body></html>';
const renderer = `
export async function renderPage(address, locale, { fetch, origin, user }) {
  if (address.includes('fail')) throw new Error('the screen did not render');
  if (address.includes('slow')) await globalThis.slowRenders;
  const read = async (path) => {
    const answer = await fetch(path);
    return answer.status + ' ' + (await answer.text());
  };
  const search = new URL(address, origin).search;
  const reads = [
    await read('/api/student-info'),
    await read('/api/selected-programs'),
    await read('/api/foundation-programs' + search),
  ];
  return {
    html: '<main><h1>' + user.username + ' in ' + locale + '</h1><pre>' + reads.join('\\n') + '</pre></main>',
    catalogs: ['host', 'widgets/programme-finder'],
    title: locale === 'es-MX' ? 'Programas <Foundation Year> · Puente' : 'Foundation Year Pathways · Puente',
    reads: '<script type="application/json" id="puente-queries">{}</script>',
  };
}`;

const app = await startTestSite('puente-signed-in-pages-', {
  'index.html': SHELL,
  'prerendered/signed-in.html': template,
  '.prerender/prerender.js': renderer,
  'prerendered.json': JSON.stringify({
    scriptHashes: [],
    pages: [],
    signedInPages: {
      file: 'prerendered/signed-in.html',
      renderer: '.prerender/prerender.js',
      paths: ['/foundation-programs'],
    },
    privatePaths: [],
  }),
});

const opens = (client: TestClient, path = '/foundation-programs', language = 'en-GB') =>
  client.get(path, { headers: { accept: 'text/html', 'accept-language': language } });

/** A student with a saved profile and one saved programme. */
async function studentWithPicks(firstName: string, programId: number, gpa: string) {
  const student = await newAccount(app, { firstName });
  const username = (await student.client.get('/api/user')).body.username as string;
  const saved = await student.client.post('/api/student-info', {
    intendedSubject: ['Engineering'],
    currentYear: '12th',
    overallGpa: gpa,
  });
  expect(saved.status, saved.text).toBeLessThan(300);
  await student.client.post('/api/selected-programs', { programId });
  return { ...student, username };
}

describe("a student screen, rendered for its signed-in student (issue 35's finder)", () => {
  it("is sent with the student's own reads, in their language, private and never stored", async () => {
    const ana = await studentWithPicks('Ana', 1, '9.1');
    const answer = await opens(ana.client, '/foundation-programs', 'es-MX,es;q=0.9');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-language')).toBe('es-MX');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('vary')).toMatch(/Cookie/);
    expect(answer.text).toContain(
      '<html lang="es-MX" data-prerendered data-catalogs="host widgets/programme-finder">',
    );
    expect(answer.text).toContain(`<h1>${ana.username} in es-MX</h1>`);
    // The screen's own title, as its script will set it, escaped.
    expect(answer.text).toContain('<title>Programas &#60;Foundation Year&#62; · Puente</title>');
    // Each read answered as the API answers the student's own browser.
    const own = async (path: string) => {
      const read = await ana.client.get(path);
      return `${read.status} ${read.text}`;
    };
    for (const path of [
      '/api/student-info',
      '/api/selected-programs',
      '/api/foundation-programs',
    ]) {
      expect(answer.text).toContain(await own(path));
    }
    expect(answer.text).toContain('"overallGpa":"9.1"');
    expect(answer.text).toContain('<script type="application/json" id="puente-queries">{}');
  });

  it("shows one student's page with nothing of another's", async () => {
    const first = await studentWithPicks('Lucía', 2, '8.3');
    const second = await studentWithPicks('Mateo', 3, '6.2');
    const firstPage = (await opens(first.client)).text;
    const secondPage = (await opens(second.client)).text;
    expect(firstPage).toContain(first.username);
    expect(firstPage).toContain('"overallGpa":"8.3"');
    expect(firstPage).not.toContain(second.username);
    expect(firstPage).not.toContain('"overallGpa":"6.2"');
    expect(secondPage).toContain('"overallGpa":"6.2"');
    expect(secondPage).not.toContain(first.username);
    expect(secondPage).not.toContain('"overallGpa":"8.3"');
  });

  it('keeps the search in the address: the first page read is the one asked for', async () => {
    const student = await newAccount(app);
    const page = await opens(student.client, '/foundation-programs?q=zzzz');
    expect(page.text).toContain('"total":0');
  });

  it("is the site's shell to anyone who is not a signed-in student", async () => {
    const signedOut = app.client();
    const forged = app.client();
    forged.cookies.set(SESSION_COOKIE, 'a'.repeat(43));
    const signedOutAgain = await newAccount(app);
    await signedOutAgain.client.post('/api/logout', {});
    signedOutAgain.client.cookies.set(SESSION_COOKIE, 'b'.repeat(43));
    const school = await schoolWithPeople(app, 'Escuela del Valle');
    const parent = await invited(app, school.student.client, 'parent');
    for (const [who, client] of [
      ['signed out', signedOut],
      ['a made-up session', forged],
      ['a counselor', school.counselor.client],
      ['an admin', school.admin.client],
      ['a parent', parent.client],
    ] as const) {
      const page = await opens(client);
      expect(page.status, who).toBe(200);
      expect(page.text, who).toBe(SHELL);
    }
    // The student of that school gets theirs.
    expect((await opens(school.student.client)).text).toContain('data-prerendered');
  });

  it("is the site's shell when the screen cannot be drawn, and for a screen not rendered", async () => {
    const student = await newAccount(app);
    expect((await opens(student.client, '/foundation-programs?fail=1')).text).toBe(SHELL);
    expect((await opens(student.client, '/selected-programs')).text).toBe(SHELL);
    // Asked for as data, not a page: the API's answer, not a page.
    const json = await student.client.get('/foundation-programs', {
      headers: { accept: 'application/json' },
    });
    expect(json.text).not.toContain('data-prerendered');
  });

  it('is the shell while the most pages are being rendered at once, and rendered again after', async () => {
    const students = await Promise.all(
      Array.from({ length: MOST_RENDERS_AT_ONCE }, () => newAccount(app)),
    );
    const next = await newAccount(app);
    let release = () => {};
    Object.assign(globalThis, { slowRenders: new Promise<void>((resolve) => (release = resolve)) });
    const held = students.map(({ client }) => opens(client, '/foundation-programs?slow=1'));
    // Each held render has read its user: the next student's page is the shell, at once.
    await expect.poll(async () => (await opens(next.client)).text).toBe(SHELL);
    release();
    for (const page of await Promise.all(held)) expect(page.text).toContain('data-prerendered');
    const after = await opens(next.client);
    expect(after.text).toContain('data-prerendered');
  });
});
