import { describe, expect, it, vi } from 'vitest';
import { bindFields } from './bind-fields';

describe('bindFields', () => {
  const values = { city: 'Mérida', country: '', joined: false };

  it('gives a text field its name, value and first message', () => {
    const field = bindFields(values, { city: ['City is required', 'Too short'] }, vi.fn());
    expect(field('city')).toMatchObject({
      name: 'city',
      value: 'Mérida',
      error: 'City is required',
    });
    expect(field('country').error).toBeUndefined();
  });

  it('updates the form with the typed value, then says which field changed', () => {
    const update = vi.fn();
    const changed = vi.fn();
    bindFields(values, {}, update, changed)('country').onChange({ target: { value: 'Mexico' } });
    expect(update).toHaveBeenCalledWith({ city: 'Mérida', country: 'Mexico', joined: false });
    expect(changed).toHaveBeenCalledWith('country');
  });
});
