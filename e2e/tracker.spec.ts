import { expect, type Page, test } from '@playwright/test';
import { watchProblems } from './support/problems';
import { checkboxLabel, registerByApi, selectByApi } from './support/students';

/**
 * The application tracker (docs/product/tracker.md) in both languages: a new
 * account's timeline shows nothing completed; a student who chose two
 * programmes ticks the English test with its score and day and submits one,
 * and the timeline and the dashboard show the stage.
 */

test.describe.configure({ timeout: 120_000 });

const TEXTS = {
  'en-GB': {
    timeline: 'Application Timeline',
    completed: 'Completed',
    form: 'Your application',
    englishTest: 'I have taken my English test',
    score: 'Overall score (IELTS scale)',
    testDay: 'Test day',
    submitted: 'I have submitted my application',
    submittedOn: 'Submitted on',
    save: 'Save tracker',
    scoreShown: 'Score 6.5, taken on 2 Oct 2026',
    stage: 'Stage: Submitted',
    firstStage: 'Stage: Researching',
    upcoming: 'Upcoming Timelines',
    next: /Next: /,
  },
  'es-MX': {
    timeline: 'Calendario de tu solicitud',
    completed: 'Completado',
    form: 'Tu solicitud',
    englishTest: 'Ya presenté mi examen de inglés',
    score: 'Calificación general (escala IELTS)',
    testDay: 'Fecha del examen',
    submitted: 'Ya envié mi solicitud',
    submittedOn: 'Enviada el',
    save: 'Guardar seguimiento',
    scoreShown: /^Calificación 6\.5, presentado el 2 de octubre de 2026$/,
    stage: 'Etapa: Enviada',
    firstStage: 'Etapa: Investigando',
    upcoming: 'Próximas fechas',
    next: /Sigue: /,
  },
} as const;

async function steps(page: Page, name: string) {
  return page.getByRole('list', { name }).getByRole('listitem');
}

for (const locale of ['en-GB', 'es-MX'] as const) {
  test.describe(locale, () => {
    test.use({ locale });
    const say = TEXTS[locale];

    test('a new account completes nothing until the student ticks it; the stage shows', async ({
      page,
    }) => {
      const problems = watchProblems(page, (text) => text.startsWith('Failed to load resource'));
      await registerByApi(page, {
        username: `tracker.${locale}.${Date.now()}`,
        firstName: 'Valeria',
        lastName: 'Ortiz',
      });
      const first = await selectByApi(page, 'Queen Mary');
      const second = await selectByApi(page, 'Manchester');

      // A new account: nothing completed, whatever the dates say.
      await page.goto(`/timeline/${first.id}`);
      const items = await steps(page, say.timeline);
      await expect(items).toHaveCount(5);
      await expect(items.getByText(say.completed, { exact: true })).toHaveCount(0);
      await expect(page.getByText(say.firstStage)).toBeVisible();

      // The English test with its score and day, and the application submitted.
      const form = page.getByRole('form', { name: say.form });
      await checkboxLabel(page, say.englishTest).click();
      await form.getByLabel(say.score).fill('6.5');
      await form.getByLabel(say.testDay).fill('2026-10-02');
      await checkboxLabel(page, say.submitted).click();
      await form.getByLabel(say.submittedOn).fill('2026-11-02');
      await form.getByRole('button', { name: say.save }).click();

      await expect(page.getByText(say.stage)).toBeVisible();
      await expect(page.getByText(say.scoreShown)).toBeVisible();
      await expect(page.locator('[data-step="english-test"]')).toHaveAttribute(
        'data-status',
        'completed',
      );
      await expect(page.locator('[data-step="deadline"]')).toHaveAttribute(
        'data-status',
        'completed',
      );
      await expect(page.locator('[data-step="documents"]')).not.toHaveAttribute(
        'data-status',
        'completed',
      );

      // The other programme is untouched.
      await page.goto(`/timeline/${second.id}`);
      await expect(page.getByText(say.firstStage)).toBeVisible();
      await expect(
        (await steps(page, say.timeline)).getByText(say.completed, { exact: true }),
      ).toHaveCount(0);

      // The dashboard: the submitted one shows its stage, the other what is next.
      await page.goto('/');
      const upcoming = page.getByRole('region', { name: say.upcoming });
      await expect(upcoming.getByText(say.stage)).toBeVisible();
      await expect(upcoming.getByText(say.next)).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
