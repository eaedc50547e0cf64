import { type Browser, expect, test } from '@playwright/test';
import { ADVISOR_SCRIPT } from '@puente/core';
import { REQUESTS_PER_DAY, startModelServer } from './support/model-server';
import { schoolByApi } from './support/people';
import { type Locale, say } from './support/say';
import { startSchoolSite } from './support/school-site';
import { registerByApi } from './support/students';
import { SCHOOL_SITE_PORT } from './support/urls';

// A real model behind the assistant (docs/assistant.md), played by the server tests' stub.
test.describe.configure({ mode: 'serial' });

let model: Awaited<ReturnType<typeof startModelServer>>;
test.beforeAll(async () => {
  test.setTimeout(60_000);
  model = await startModelServer();
});
test.afterAll(async () => model?.stop());

/** A new student on the model's server, on the exploration chat, in `locale`. */
async function studentInChat(browser: Browser, locale: Locale) {
  const t = say(locale);
  const context = await browser.newContext({ locale, baseURL: model.url });
  const page = await context.newPage();
  await registerByApi(page, {
    username: `modelo${locale.slice(0, 2)}${Date.now()}`,
    firstName: 'Valeria',
    lastName: 'Ochoa',
  });
  await page.goto('/exploration');
  const log = page.getByRole('log', { name: t('Conversation') });
  const input = page.getByRole('textbox', { name: t('Your message') });
  await expect(log.locator('[part~="message-bot"]')).toHaveCount(1);
  const send = async (text: string) => {
    await input.fill(text);
    await input.press('Enter');
  };
  return { page, t, log, input, send };
}

const within = (ms: number, done: Promise<void>) =>
  Promise.race([
    done.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`the advisor chat shows a model's reply as it is written, and Stop stops it (${locale})`, async ({
    browser,
  }) => {
    const { page, t, log, input, send } = await studentInChat(browser, locale);

    model.stub.script({ stream: ['Engineering ', 'could ', 'suit you.'], delayMs: 700 });
    await send('I like maths');
    await expect(log).toContainText('Engineering');
    // The first words are on screen while the rest is still being written.
    await expect(log).not.toContainText('suit you.');
    await expect(log).toContainText('Engineering could suit you.');
    await expect(page.getByRole('button', { name: t('Stop') })).toHaveCount(0);

    model.stub.script({ stream: ['Let me ', 'tell ', 'you ', 'everything.'], delayMs: 5_000 });
    await send('Tell me more');
    await expect(log).toContainText('Let me');
    await page.getByRole('button', { name: t('Stop') }).click();
    await expect(input).toHaveValue('Tell me more');
    await expect(log).not.toContainText('Let me');
    // Stop reached the provider: its request closed long before the answer would have ended.
    const request = model.stub.requests[0];
    expect(request).toBeDefined();
    expect(await within(3_000, request?.closed ?? Promise.resolve())).toBe(true);
    await page.context().close();
  });

  test(`a daily limit reached is said kindly, with when to come back, and keeps the message (${locale})`, async ({
    browser,
  }) => {
    const { page, t, log, input, send } = await studentInChat(browser, locale);
    model.stub.script({ stream: ['Good ', 'question.'] });
    for (let turn = 1; turn <= REQUESTS_PER_DAY; turn += 1) {
      await send(`Question ${turn}`);
      await expect(log.getByText('Good question.')).toHaveCount(turn);
    }
    await send('One more question');
    const toasts = page.getByRole('region', { name: t('Notifications (F8)') });
    await expect(toasts).toContainText(t('Daily limit reached'));
    await expect(toasts).toContainText(
      locale === 'es-MX' ? /Volverá en \d+ horas?/ : /back in \d+ hours?/,
    );
    await expect(input).toHaveValue('One more question');
    await page.context().close();
  });
}

test('the advisor chat on a school’s website answers from the model for that school, and only there', async ({
  browser,
}) => {
  // The school's site for the model's server: 127.0.0.1 is the school's; localhost, a copy elsewhere.
  const port = SCHOOL_SITE_PORT + 5;
  const site = await startSchoolSite(port, model.url);
  const schoolOrigin = `http://127.0.0.1:${port}`;
  const admin = await (await browser.newContext({ baseURL: model.url })).newPage();
  await schoolByApi(admin, 'Colegio del Sitio', `sitio${Date.now()}`);
  const saved = await admin.request.put('/api/school', {
    data: {
      schoolName: 'Colegio del Sitio',
      city: 'Monterrey',
      country: 'México',
      origins: [schoolOrigin],
    },
  });
  expect(saved.status()).toBe(200);
  const { siteKey } = (await (await admin.request.get('/api/school')).json()) as {
    siteKey: string;
  };

  const chatOn = async (origin: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin}/advisor-model.html?site-key=${siteKey}`);
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log.locator('[part~="message-bot"]')).toHaveCount(1);
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('I like maths');
    await input.press('Enter');
    return { page, log };
  };

  model.stub.script({ stream: ['Which city ', 'do you picture?'] });
  const ours = await chatOn(schoolOrigin);
  await expect(ours.log).toContainText('Which city do you picture?');
  expect(model.stub.requests[0]?.body.messages.at(-1)).toEqual({
    role: 'user',
    content: 'I like maths',
  });
  const usage = await (await admin.request.get('/api/assistant/usage')).json();
  expect(usage.features).toEqual([expect.objectContaining({ feature: 'site-chat-reply' })]);
  await ours.page.context().close();

  model.stub.script({ stream: ['Not for this page.'] });
  const copy = await chatOn(`http://localhost:${port}`);
  await expect(copy.log).toContainText(ADVISOR_SCRIPT[0] as string);
  expect(model.stub.requests).toHaveLength(0);
  await copy.page.context().close();
  await admin.context().close();
  await new Promise((resolve) => site.close(resolve));
});
