import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';
import { useForm } from './use-form';

const ok = <Values,>(values: Values) => ({ ok: true as const, value: values });

/** A form over `useForm` that shows its state, as a submit would send it. */
function JoinForm() {
  const [values, , update, , formRef] = useForm({ name: '', consent: false }, ok, ['name']);
  return (
    <form ref={formRef}>
      <TextField
        label="Name"
        name="name"
        value={values.name}
        onChange={(event) => update({ ...values, name: event.target.value })}
      />
      <Checkbox
        label="I agree"
        name="consent"
        checked={values.consent}
        onCheckedChange={(consent) => update({ ...values, consent })}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

/** The page as the server sent it. */
function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<JoinForm />);
  document.body.append(container);
  return container;
}

describe('a prerendered form typed in before its code arrived', () => {
  afterEach(() => document.body.replaceChildren());

  it('takes what its fields hold as it hydrates, and keeps showing it', async () => {
    const container = prerendered();
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value = 'Lucía';
    screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' }).checked = true;

    await act(async () => {
      hydrateRoot(container, <JoinForm />);
    });

    expect(screen.getByRole('status')).toHaveTextContent('{"name":"Lucía","consent":true}');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Lucía');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
  });

  it('changes nothing in a form the browser rendered itself', async () => {
    const container = prerendered();
    await act(async () => {
      hydrateRoot(container, <JoinForm />);
    });
    expect(screen.getByRole('status')).toHaveTextContent('{"name":"","consent":false}');
  });
});
