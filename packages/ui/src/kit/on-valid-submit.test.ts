import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onValidSubmit } from './use-form';

describe('onValidSubmit', () => {
  it('sends the checked request, not values that fail the checks, nor while one is pending', () => {
    const send = vi.fn();
    const preventDefault = vi.fn();
    const event = { preventDefault } as unknown as FormEvent<HTMLFormElement>;
    onValidSubmit(() => ({ code: 'ABCD2345' }), false, send)(event);
    onValidSubmit(() => ({ code: 'ABCD2345' }), true, send)(event);
    onValidSubmit(() => undefined, false, send)(event);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ code: 'ABCD2345' });
    expect(preventDefault).toHaveBeenCalledTimes(3);
  });
});
