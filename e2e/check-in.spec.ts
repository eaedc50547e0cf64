import { expect, test } from '@playwright/test';
import { schoolWithStudentByApi } from './support/people';
import { say } from './support/say';
import { selectByApi } from './support/students';

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a counselor's check-in reaches the student: a shared note, not a private one, and content they complete (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = say(locale);
    const tag = `${Date.now()}`.slice(-7);

    // A school with a counselor and a student who chose a programme, made through the API.
    const { counselor, student, studentId } = await schoolWithStudentByApi(
      browser,
      locale,
      `Prepa Check-in ${tag}`,
      tag,
    );
    const info = await student.request.post('/api/student-info', {
      data: { intendedSubject: ['Engineering'], currentYear: '12th', mathScore: 91 },
    });
    expect(info.ok()).toBe(true);
    const choice = await selectByApi(student);

    // The counselor opens Luz's check-in: her profile and her programme with its stage.
    await counselor.goto(`/check-in-2?student=${studentId}`);
    await expect(
      counselor.getByRole('heading', { name: 'Luz Treviño', exact: true }),
    ).toBeVisible();
    await expect(counselor.getByText(t('12th Grade'))).toBeVisible();
    const programmes = counselor.getByRole('list', {
      name: t('Programmes {name} chose', { name: 'Luz Treviño' }),
    });
    await expect(programmes.getByText(choice.program.programName)).toBeVisible();
    await expect(programmes.getByText(t('Researching'))).toBeVisible();

    // A shared note and a private one, as typed.
    const notes = counselor.getByRole('region', { name: t('Counselor Notes') });
    const box = notes.getByRole('textbox', { name: t('Notes') });
    const shared = `Book your IELTS test <b>this month</b> ${tag}`;
    const hidden = `Family worried about fees ${tag}`;
    await box.fill(shared);
    await notes.getByRole('button', { name: t('Share'), exact: true }).click();
    const saved = notes.getByRole('list', { name: t('Saved notes') });
    await expect(saved.getByText(shared)).toBeVisible();
    await box.fill(hidden);
    await notes.getByRole('button', { name: t('Save Notes') }).click();
    await expect(saved.getByText(hidden)).toBeVisible();
    await expect(saved.getByText(t('Private to staff'))).toBeVisible();

    // Content assigned: the card's last resource, the statement workshop.
    const item = counselor
      .getByRole('region', { name: t('AI-Recommended Content') })
      .getByRole('listitem')
      .last();
    const title =
      (await item.getByRole('heading').evaluate((heading) => heading.firstChild?.textContent)) ??
      '';
    expect(title).not.toBe('');
    await item.getByRole('button', { name: t('Assign'), exact: true }).click();
    await expect(item.getByRole('button', { name: t('Assigned') })).toBeDisabled();

    // Luz sees the shared note, not the private one, and the content, which she completes.
    await student.goto('/dashboard');
    const fromCounselor = student.getByRole('region', { name: t('From your counselor') });
    await expect(fromCounselor.getByText(shared)).toBeVisible();
    await expect(student.getByText(hidden)).toHaveCount(0);
    await expect(fromCounselor.getByText(title, { exact: true })).toBeVisible();
    const done = fromCounselor.getByRole('checkbox', { name: t('Completed: {title}', { title }) });
    await fromCounselor
      .locator('label')
      .filter({ hasText: t('Completed: {title}', { title }) })
      .click();
    await expect(done).toBeChecked();

    // The counselor sees it completed.
    await counselor.reload();
    await expect(item.getByText(t('Completed'), { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: t('Assigned') })).toHaveCount(0);
  });
}
