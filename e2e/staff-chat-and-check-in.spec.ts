import { expect, test } from '@playwright/test';
import { signedOutUser, watchProblems } from './support/problems';
import { registerByApi } from './support/students';
import { SCHOOL_SITE_URL } from './support/urls';

test('a student chats with the exploration advisor, edits and shares the summary, and returns to the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page, signedOutUser);
  await registerByApi(page, {
    username: `sofia${Date.now()}`,
    firstName: 'Sofía',
    lastName: 'Ramírez',
  });
  await page.goto('/exploration');

  await expect(page.getByRole('heading', { level: 1, name: 'Exploration Advisor' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation' });
  const input = page.getByRole('textbox', { name: 'Your message' });
  await expect(log).toContainText("I'm Puente, your exploration advisor");

  // Blank text is not sent; Shift+Enter makes a new line instead of sending.
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await input.fill('Biology');
  await input.press('Shift+Enter');
  await input.pressSequentially('and robotics');
  await expect(input).toHaveValue('Biology\nand robotics');

  const answers = [
    '',
    'Designing medical devices',
    'A big city like London',
    'Yes, scholarships matter',
    'Not yet',
  ];
  const thinking = log.getByText('Thinking...');
  const botMessages = log.locator('[part~="message-bot"]');
  for (const [turn, answer] of answers.entries()) {
    if (answer) await input.fill(answer);
    await input.press('Enter');
    await expect(thinking).toBeAttached();
    await expect(thinking).not.toBeAttached();
    await expect(botMessages).toHaveCount(turn + 2);
  }
  await expect(input).toBeDisabled();

  const summary = page.getByRole('region', { name: 'Your conversation summary' });
  await expect(summary.getByRole('listitem')).toHaveCount(4, { timeout: 5_000 });

  await summary.getByRole('button', { name: 'Edit Summary' }).click();
  await summary.getByRole('textbox', { name: 'Point 4' }).fill('Book IELTS for March.');
  await summary.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Summary updated!')).toBeVisible();
  await expect(summary.getByRole('listitem').nth(3)).toHaveText('Book IELTS for March.');

  await summary.getByRole('button', { name: 'Share Summary' }).click();
  await expect(page.getByText('Summary shared!')).toBeVisible();
  await expect(summary).toContainText('Your summary has been shared with your counselor.');

  await summary.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems).toEqual([]);
});

test("the demo school's Check-In #2: conversation link, college list, content, Ask AI", async ({
  page,
}) => {
  const problems = watchProblems(page, signedOutUser);
  await page.goto('/demo/check-in-2');
  await expect(
    page.getByText('Demo school — sample students, not real data. Nothing you do here is saved.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-In #2' })).toBeVisible();
  await expect(page.getByText('Student profile review and pre-meeting assessment')).toBeVisible();

  const student = page.getByRole('region', { name: 'Sofía Ramírez' });
  await student
    .getByRole('button', {
      name: 'Show in conversation: Building robots with the school robotics club',
    })
    .click();
  await expect(student.getByRole('tab', { name: 'Scripts' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(student.getByRole('button', { name: /Exploring Interests/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const transcript = student.getByRole('region', { name: 'Exploring Interests transcript' });
  await expect(transcript.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true');
  await expect(transcript.getByRole('listitem').first()).toBeInViewport();
  expect(
    await transcript.evaluate((element) => element.getBoundingClientRect().height),
  ).toBeLessThanOrEqual(400);

  await student.getByRole('tab', { name: 'Profile' }).click();
  await student.getByRole('button', { name: 'College Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'College Profile for Sofía Ramírez' });
  await expect(dialog.getByRole('heading', { name: 'Location Preference' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'College List' }).click();
  const bologna = dialog.getByRole('article', { name: 'University of Bologna' });
  await expect(bologna).toContainText('Safety option');
  await bologna.getByRole('button', { name: /About the admission rate/ }).hover();
  await expect(page.getByText('specific to the school, last 4 years')).toBeVisible();
  await bologna.getByRole('button', { name: 'Add to Suggested Universities' }).click();
  await expect(bologna.getByRole('button', { name: 'Added to Suggestions' })).toBeVisible();

  const feedback = dialog.getByRole('textbox', { name: 'Have feedback for the list?' });
  await feedback.fill('More universities in Scotland');
  await feedback.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Updating...' })).toBeDisabled();
  await expect(feedback).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Update List' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const content = page.getByRole('region', { name: 'AI-Recommended Content' });
  await expect(content.getByText('Completed')).toHaveCount(2);
  await content.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(content.getByRole('button', { name: 'Assigned' })).toBeVisible();

  const ask = page.getByRole('region', { name: 'Ask AI Assistant' });
  await expect(ask.getByText('No questions yet')).toBeVisible();
  await expect(ask).toContainText(
    "Answers are based on the student's profile and conversation history.",
  );
  const question = ask.getByRole('textbox', { name: 'Ask a question about Sofía' });
  await question.fill('Which programmes fit her interest in robotics?');
  await question.press('Enter');
  await expect(ask.getByRole('button', { name: 'Thinking...' })).toBeDisabled();
  await expect(question).toBeDisabled();
  const history = ask.getByRole('list', { name: 'Questions and answers' });
  await expect(history).toContainText('Biomedical Engineering at Imperial College London');
  await expect(history.getByRole('button', { name: 'Save' })).toBeVisible();
  await expect(question).toBeEnabled();

  // The demo stays in the demo: back to its advisor dashboard.
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/demo\/advisor-dashboard$/);
  expect(problems).toEqual([]);
});

test("the demo school's Check-In #1 is the earlier check-in of the same student", async ({
  page,
}) => {
  const problems = watchProblems(page, signedOutUser);
  await page.goto('/demo/check-in-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Check-In #1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sofía Ramírez' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Counselor Notes' })).toContainText('Last updated');
  expect(problems).toEqual([]);
});

test("a school's counselor portal embeds both elements: dialogs and hints stay in their shadow roots, the shared summary reaches the page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = watchProblems(page, signedOutUser);
  await page.goto(`${SCHOOL_SITE_URL}/counselor-portal.html`);
  await expect(page.locator('#events [data-event="puente-ready"]')).toHaveCount(2);

  const checkIn = page.locator('puente-counselor-check-in');
  await expect(checkIn.getByRole('heading', { level: 1, name: 'Check-In #2' })).toBeVisible();
  // The school's `* { color: red; font: 40px serif }` stops at the shadow root.
  await expect(checkIn.getByRole('heading', { level: 1 })).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await checkIn.getByRole('button', { name: 'College Profile' }).click();
  const dialog = checkIn.getByRole('dialog', { name: 'College Profile for Sofía Ramírez' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('[role="dialog"]').length)).toBe(0);
  await dialog.getByRole('tab', { name: 'College List' }).click();
  const info = dialog.getByRole('button', {
    name: /About the admission rate of University of Cambridge/,
  });
  await info.hover();
  await expect(checkIn.getByText('specific to the school, last 4 years')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const chat = page.locator('puente-advisor-chat');
  const input = chat.getByRole('textbox', { name: 'Your message' });
  const thinking = chat.getByText('Thinking...');
  for (const answer of ['Biology', 'Medicine', 'London', 'Scholarships', 'Not yet']) {
    await input.fill(answer);
    await input.press('Enter');
    await expect(thinking).toBeAttached();
    await expect(thinking).not.toBeAttached();
  }
  await chat.getByRole('button', { name: 'Share Summary' }).click();
  const shared = page.locator('#events [data-event="puente-chat-summary"]');
  await expect(shared).toHaveCount(1);
  await expect(shared).toContainText('Next step: plan your English test');
  await expect(chat.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
    'href',
    '/',
  );
  expect(problems).toEqual([]);
});
