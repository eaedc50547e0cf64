import { expect, type Page, test } from '@playwright/test';
import type { SelectedProgramme } from '@puente/core';
import { account, fillAccount, joinByLink, person } from './support/people';
import { say } from './support/say';
import { registerByApi, selectByApi } from './support/students';

/** The link a share box shows, once made. */
const sharedLink = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label, exact: true }).inputValue();

for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a school gets in by invitation and each role sees what it may (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const t = say(locale);
    const tag = `${Date.now()}`.slice(-7);
    const schoolName = `Prepa Monterrey ${tag}`;

    // An admin creates the school's workspace from the counselor landing page.
    const admin = await person(browser, locale);
    await admin.goto('/');
    await admin.getByRole('link', { name: t("Create your school's workspace") }).click();
    await admin.getByLabel(t('School name')).fill(schoolName);
    await admin.getByLabel(t('City')).fill('Monterrey');
    await admin.getByLabel(t('Country')).fill('México');
    await fillAccount(admin.getByRole('main'), t, account('Rosa', 'Garza', tag));
    await admin.getByRole('button', { name: t('Create the workspace') }).click();
    await expect(admin).toHaveURL(/\/admin$/);
    await expect(admin.getByRole('heading', { name: t('Administrator Dashboard') })).toBeVisible();

    // The admin invites a counselor; the counselor joins through the link.
    await admin.getByLabel(t('Name (optional)')).fill('Lucía López');
    await admin.getByRole('button', { name: t('Create a counselor invitation link') }).click();
    const counselorLink = await sharedLink(admin, t('Counselor invitation link'));
    const counselor = await person(browser, locale);
    await joinByLink(counselor, t, counselorLink, account('Lucía', 'López', tag));
    await expect(counselor).toHaveURL(/\/advisor-dashboard$/);

    // The counselor invites one student with a link and a class of three with a code.
    await counselor.getByRole('button', { name: t('Create a student invitation link') }).click();
    const studentLink = await sharedLink(counselor, t('Student invitation link'));
    await counselor.getByLabel(t('Class name')).fill('6.º A');
    await counselor.getByLabel(t('Number of uses')).fill('3');
    await counselor.getByRole('button', { name: t('Create class code') }).click();
    const codeBadge = counselor.getByText(/^[A-HJKMNP-Z2-9]{8}$/);
    await expect(codeBadge).toBeVisible();
    const code = (await codeBadge.textContent()) ?? '';

    const luz = account('Luz', 'Treviño', tag);
    const student = await person(browser, locale);
    await joinByLink(student, t, studentLink, luz);
    await expect(student).toHaveURL(/\/dashboard$/);
    const luzChoice: SelectedProgramme = await selectByApi(student);

    let classmateChoice: SelectedProgramme | undefined;
    for (const name of ['Ana', 'Beto', 'Carla']) {
      const classmate = await person(browser, locale);
      await registerByApi(classmate, {
        username: `${name.toLowerCase()}${tag}`,
        firstName: name,
        lastName: 'Salinas',
      });
      await classmate.goto('/join');
      await classmate.getByLabel(t('Class code')).fill(code.toLowerCase());
      await classmate.getByRole('button', { name: t('Join'), exact: true }).click();
      await expect(
        classmate.getByRole('heading', { name: t('You joined {school}', { school: schoolName }) }),
      ).toBeVisible();
      classmateChoice ??= await selectByApi(classmate, 'Law');
      await classmate.context().close();
    }
    // A fourth is refused: the code allows three.
    const fourth = await person(browser, locale);
    await registerByApi(fourth, { username: `dani${tag}`, firstName: 'Dani', lastName: 'Ríos' });
    await fourth.goto(`/join?code=${code}`);
    await fourth.getByRole('button', { name: t('Join'), exact: true }).click();
    await expect(
      fourth.getByText(t('This class code has been used as many times as it allows')),
    ).toBeVisible();
    await fourth.context().close();

    // The counselor sees the four students and opens Luz's record.
    await counselor.reload();
    const students = counselor.getByRole('table');
    await expect(students.getByRole('row')).toHaveCount(5);
    await students.getByRole('link', { name: 'Luz Treviño' }).click();
    await expect(counselor.getByText(luzChoice.program.programName)).toBeVisible();

    // Luz invites a parent, who sees her programmes and nobody else's.
    await student.goto('/student-info');
    await student.getByRole('button', { name: t('Invite a parent') }).click();
    const parentLink = await sharedLink(student, t('Parent invitation link'));
    const parent = await person(browser, locale);
    await joinByLink(parent, t, parentLink, account('Martha', 'Treviño', tag));
    await expect(parent).toHaveURL(/\/parent-dashboard$/);
    await expect(parent.getByRole('heading', { name: 'Luz Treviño', exact: true })).toBeVisible();
    await expect(parent.getByText(luzChoice.program.programName).first()).toBeVisible();
    if (classmateChoice && classmateChoice.program.programName !== luzChoice.program.programName) {
      await expect(parent.getByText(classmateChoice.program.programName)).toHaveCount(0);
    }
    const other = await parent.request.get(`/api/children/${classmateChoice?.userId ?? 0}`);
    expect(other.status()).toBe(404);

    // Luz sees who looked at her data, and removes the parent's link.
    await student.goto('/student-info');
    const views = student.getByRole('region', { name: t('Who has seen your data') });
    await expect(views.getByText(/Lucía López/).first()).toBeVisible();
    await expect(views.getByText(/Martha Treviño/).first()).toBeVisible();
    await student
      .getByRole('button', { name: t('Remove {name}', { name: 'Martha Treviño' }) })
      .click();
    await expect(student.getByText(t('No parent is linked yet.'))).toBeVisible();
    await parent.reload();
    await expect(parent.getByText(t('No children linked'))).toBeVisible();

    // A student's page is not the counselor's, and the other way round.
    await student.goto('/advisor-dashboard');
    await expect(student.getByRole('heading', { name: t('Advisor Dashboard') })).toHaveCount(0);
    expect((await counselor.request.get('/api/children')).status()).toBe(403);

    for (const page of [admin, counselor, student, parent]) await page.context().close();
  });
}
