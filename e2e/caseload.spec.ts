import { expect, test } from '@playwright/test';
import { schoolWithStudentByApi } from './support/people';
import { say } from './support/say';
import { selectByApi } from './support/students';

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a counselor's caseload follows their student, and an alert clears (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = say(locale);
    const tag = `${Date.now()}`.slice(-7);

    const { counselor, student } = await schoolWithStudentByApi(
      browser,
      locale,
      `Prepa Caseload ${tag}`,
      tag,
    );

    // The counselor's caseload has Luz, who has chosen nothing yet.
    await counselor.goto('/advisor-dashboard');
    const students = counselor.getByRole('table', { name: t('My Students') });
    await expect(students.getByRole('link', { name: 'Luz Treviño' })).toBeVisible();
    await expect(students.getByText(t('None chosen'))).toBeVisible();
    const alerts = counselor.getByRole('region', { name: t('Actions Required') });
    const noProgramme = alerts
      .getByRole('listitem')
      .filter({ hasText: t('No programme chosen yet') });
    await expect(noProgramme).toBeVisible();
    await expect(noProgramme.getByRole('link', { name: 'Luz Treviño' })).toHaveAttribute(
      'href',
      /\/school\/students\/\d+$/,
    );

    // Luz chooses a programme; her counselor sees it and the alert is gone.
    const choice = await selectByApi(student);
    await counselor.reload();
    await expect(students.getByText(new RegExp(`^${choice.program.programName}: `))).toBeVisible();
    await expect(alerts.getByText(t('No programme chosen yet'))).toHaveCount(0);

    // The CSV export is hers too.
    const csv = await counselor.request.get('/api/school/caseload.csv');
    expect(csv.headers()['content-disposition']).toMatch(/^attachment/);
    expect(await csv.text()).toContain('Luz Treviño');
  });
}
