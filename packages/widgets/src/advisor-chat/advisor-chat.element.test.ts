import { ADVISOR_SCRIPT, ADVISOR_SUMMARY, DEFAULT_DELAYS } from '@puente/core';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './advisor-chat.element';

let listening = new AbortController();

afterEach(() => {
  listening.abort();
  listening = new AbortController();
  document.body.replaceChildren();
  vi.useRealTimers();
});

function mount(attributes: Record<string, string>) {
  const element = document.createElement('puente-advisor-chat');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['puente-ready', 'puente-chat-summary']) {
    document.addEventListener(
      type,
      (event) => events.push({ type, detail: (event as CustomEvent).detail }),
      { signal: listening.signal },
    );
  }
  document.body.append(element);
  const shadow = element.shadowRoot;
  if (!shadow) throw new Error('no shadow root');
  return { element, shadow: within(shadow as unknown as HTMLElement), events };
}

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

    await user.click(shadow.getByRole('button', { name: 'Share Summary' }));
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
