import { expect, userEvent, type within } from 'storybook/test';

/** Where the waitlist form is: a story's canvas, or the landing page's dialog. */
type Form = ReturnType<typeof within>;

/** Fills in the waitlist form as a school's counselor would, and presses Join. */
export async function fillInWaitlist(form: Form) {
  await userEvent.type(form.getByLabelText('Name'), 'Lucía Hernández');
  await userEvent.type(form.getByLabelText('Email'), 'lucia@colegio-americano.mx');
  await userEvent.type(form.getByLabelText('School name'), 'Colegio Americano de Monterrey');
  await userEvent.click(form.getByRole('button', { name: /join/i }));
}

/** Presses Join with a name too short, an email cut off and no school: each field says so. */
export async function joinWithInvalidFields(form: Form) {
  await userEvent.type(form.getByLabelText('Name'), 'L');
  await userEvent.type(form.getByLabelText('Email'), 'lucia@');
  await userEvent.click(form.getByRole('button', { name: /join/i }));
  await expect(await form.findByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('School name must be at least 2 characters')).toBeVisible();
}
