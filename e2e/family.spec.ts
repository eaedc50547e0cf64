import { expect, test } from '@playwright/test';
import { account, joinByLink, person } from './support/people';
import { say } from './support/say';
import { checkboxLabel, registerByApi, selectByApi } from './support/students';

const STATEMENT =
  'Ever since I built my first robot at thirteen, I have wanted to study engineering.';

// docs/product/tracker.md, "Parents and admins": a parent sees their own child's
// programmes and stages, and the statement's text only once the child shares it.
for (const locale of ['en-GB', 'es-MX'] as const) {
  test(`a parent follows their child, and reads the statement only once shared (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = say(locale);
    const tag = `${Date.now()}`.slice(-7);

    // Luz has chosen a programme and drafted its statement.
    const student = await person(browser, locale);
    await registerByApi(student, { username: `luz${tag}`, firstName: 'Luz', lastName: 'Treviño' });
    const choice = await selectByApi(student);
    const saved = await student.request.put(
      `/api/selected-programs/${choice.id}/personal-statement`,
      { data: { personalStatement: STATEMENT } },
    );
    expect(saved.ok()).toBe(true);

    // She invites her mother, who joins through the link.
    await student.goto('/student-info');
    await student.getByRole('button', { name: t('Invite a parent') }).click();
    const link = await student
      .getByRole('textbox', { name: t('Parent invitation link'), exact: true })
      .inputValue();
    const parent = await person(browser, locale);
    await joinByLink(parent, t, link, account('Martha', 'Treviño', tag));
    await expect(parent).toHaveURL(/\/parent-dashboard$/);

    // The SPEC's parent dashboard on Luz's own programme, its stage and statement counts.
    await expect(parent.getByRole('heading', { name: 'Luz Treviño', exact: true })).toBeVisible();
    const progress = parent.getByRole('region', { name: t('Application Progress') });
    await expect(progress.getByText(choice.program.programName)).toBeVisible();
    await expect(progress.getByText(t('Researching'))).toBeVisible();
    const statements = parent.getByRole('region', { name: t('Personal statements') });
    await expect(statements).toContainText(
      t(
        'Only {name} can share the text of their statements with you; you see how far along they are.',
        { name: 'Luz Treviño' },
      ),
    );
    await expect(statements.getByText(t('Drafting'))).toBeVisible();
    await expect(parent.getByText(STATEMENT)).toHaveCount(0);
    expect(await (await parent.request.get('/api/children')).text()).not.toContain('robot');

    // Luz shares her statements; her mother now reads the text.
    await student.reload();
    await checkboxLabel(student, t('Let my parents read my personal statements')).click();
    await expect(
      student.getByRole('checkbox', { name: t('Let my parents read my personal statements') }),
    ).toBeChecked();
    await parent.reload();
    await expect(statements.getByText(STATEMENT)).toBeVisible();

    // The assistant answers about Luz's own programme.
    const chat = parent.getByRole('region', { name: t('Ask the assistant') });
    await chat
      .getByRole('textbox', { name: t('Your question') })
      .fill(locale === 'es-MX' ? '¿Cuál es la fecha límite?' : 'When is the deadline?');
    await chat.getByRole('button', { name: t('Send') }).click();
    await expect(chat.getByRole('log').getByText(choice.program.programName)).toBeVisible();

    for (const page of [student, parent]) await page.context().close();
  });
}
