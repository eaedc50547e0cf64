import { expect, test } from '@playwright/test';
import { schoolWithStudentByApi } from './support/people';
import { say } from './support/say';

/** The bell's name and the campaign's count, whose plurals `say` cannot fill. */
const PLURALS = {
  'en-GB': {
    oneUnread: 'Notices, 1 unread',
    noneUnread: 'Notices, none unread',
    oneAnswered: '1 of 1 student answered',
  },
  'es-MX': {
    oneUnread: 'Avisos, 1 sin leer',
    noneUnread: 'Avisos, ninguno sin leer',
    oneAnswered: '1 de 1 estudiante respondieron',
  },
} as const;

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a counselor's reminder and campaign reach their student, who answers (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = say(locale);
    const plural = PLURALS[locale];
    const tag = `${Date.now()}`.slice(-7);

    // A school, its counselor and one student, joined through the real API.
    const { admin, counselor, student } = await schoolWithStudentByApi(
      browser,
      locale,
      `Prepa Avisos ${tag}`,
      tag,
    );

    // The counselor sends the SPEC's reminder and launches the default campaign.
    await counselor.goto('/advisor-dashboard');
    await counselor.getByRole('button', { name: t('Send Reminder'), exact: true }).click();
    const reminder = counselor.getByRole('dialog', { name: t('Send Reminder to Students') });
    await expect(reminder.getByRole('button', { name: 'Luz Treviño' })).toBeVisible();
    await reminder.getByRole('button', { name: t('Send Reminder'), exact: true }).click();
    await expect(reminder).toBeHidden();

    await counselor.getByRole('button', { name: t('Launch Learning Campaign') }).click();
    const campaign = counselor.getByRole('dialog', { name: t('Launch Learning Campaign') });
    await campaign.getByRole('button', { name: t('Launch Campaign') }).click();
    await expect(campaign).toBeHidden();

    // The student sees the bell's count, reads the notice and answers every question.
    await student.goto('/dashboard');
    await student.getByRole('button', { name: plural.oneUnread }).click();
    const notices = student.getByRole('dialog', { name: t('Notices') });
    await expect(notices.getByText(/Luz Treviño/)).toBeVisible();
    await notices.getByRole('button', { name: t('Mark all as read') }).click();
    await student.keyboard.press('Escape');
    await expect(student.getByRole('button', { name: plural.noneUnread })).toBeVisible();

    const tasks = student.getByRole('region', { name: t('Your tasks') }).getByRole('listitem');
    await expect(tasks.first()).toBeVisible();
    const count = await tasks.count();
    for (let index = 0; index < count; index += 1) {
      const task = tasks.nth(index);
      await task.getByRole('textbox').fill(`Respuesta ${index + 1}`);
      await task.getByRole('button', { name: t('Send answer') }).click();
      await expect(task.getByText(t('Answered'))).toBeVisible();
    }

    // The counselor sees who has answered.
    await counselor.getByRole('button', { name: t('Campaign answers') }).click();
    const answers = counselor.getByRole('dialog', { name: t('Campaign answers') });
    await expect(answers.getByText(plural.oneAnswered)).toBeVisible();
    await answers.getByRole('button', { name: t('See who answered') }).click();
    await expect(answers.getByText('Luz Treviño')).toBeVisible();
    await expect(answers.getByText(t('Answered'), { exact: true })).toBeVisible();

    for (const page of [admin, counselor, student]) await page.context().close();
  });
}
