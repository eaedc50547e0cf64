import { ADVISOR_SCRIPT, ADVISOR_SUMMARY, DEFAULT_DELAYS } from '@puente/core';
import { mountElement, unmountElements } from '@puente/ui/testing/mount-element';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './advisor-chat.element';

afterEach(() => {
  unmountElements();
  vi.useRealTimers();
});

const mount = (attributes: Record<string, string>) =>
  mountElement('puente-advisor-chat', attributes, ['puente-ready', 'puente-chat-summary']);

const ONE_TURN = DEFAULT_DELAYS.chatThinking + DEFAULT_DELAYS.chatReply;

describe('<puente-advisor-chat>', () => {
  it('plays the chat with the SPEC delays in its shadow root and tells the page the shared summary', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { element, shadow, events } = mount({ 'dashboard-url': 'https://school.example/home' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = await shadow.findByRole('textbox', { name: 'Your message' });

    for (const line of ADVISOR_SCRIPT) {
      await user.type(input, 'An answer{Enter}');
      await act(() => vi.advanceTimersByTimeAsync(ONE_TURN));
      expect(shadow.getByText(line)).toBeInTheDocument();
    }
    expect(input).toBeDisabled();
    expect(shadow.queryByRole('button', { name: 'Share Summary' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DEFAULT_DELAYS.chatSummary));

    await user.click(await shadow.findByRole('button', { name: 'Share Summary' }));
    expect(events).toEqual([
      { type: 'puente-ready', detail: { tagName: 'puente-advisor-chat' } },
      { type: 'puente-chat-summary', detail: [...ADVISOR_SUMMARY] },
    ]);
    expect(shadow.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      'https://school.example/home',
    );
    expect(await shadow.findByText('Summary shared!')).toBeInTheDocument();
    expect(document.body.querySelector('[role="region"]')).toBeNull();
    expect(element.shadowRoot?.adoptedStyleSheets.length).toBeGreaterThan(0);
  });
});
