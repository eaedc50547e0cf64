import { ADVISOR_SCRIPT, ADVISOR_SUMMARY, DEFAULT_DELAYS } from '@puente/core';
import { mountElement, unmountElements } from '@puente/ui/testing/mount-element';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
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

  it('with a site key, asks the Puente server’s model for the school, without cookies', async () => {
    const sse = (text: string) =>
      new Response(`event: text\ndata: ${JSON.stringify({ text })}\n\nevent: done\ndata: {}\n\n`, {
        headers: { 'content-type': 'text/event-stream' },
      });
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url.endsWith('/chat-reply')
        ? sse('Which city do you picture yourself in?')
        : Response.json({ provider: 'model' }),
    );
    vi.stubGlobal('fetch', fetch);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { shadow } = mount({ 'site-key': 'pk_school', 'api-base': 'https://puente.example' });
    const user = userEvent.setup();
    await user.type(await shadow.findByRole('textbox', { name: 'Your message' }), 'Maths{Enter}');

    // Streamed into place (the bubble is re-rendered as it grows, so look again).
    await vi.waitFor(
      () => expect(shadow.getByText('Which city do you picture yourself in?')).toBeInTheDocument(),
      { timeout: 4_000 },
    );
    expect(shadow.queryByText(ADVISOR_SCRIPT[0] as string)).not.toBeInTheDocument();
    const calls = fetch.mock.calls.map(([url, init]) => [url, init?.credentials]);
    expect(calls).toEqual([
      ['https://puente.example/api/assistant/site/pk_school', 'omit'],
      ['https://puente.example/api/assistant/site/pk_school/chat-reply', 'omit'],
    ]);
  });

  it('without a site key, plays the scripted chat and asks the server nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const { shadow } = mount({ 'api-base': 'https://puente.example' });
    const user = userEvent.setup();
    await user.type(await shadow.findByRole('textbox', { name: 'Your message' }), 'Maths{Enter}');
    expect(
      await shadow.findByText(ADVISOR_SCRIPT[0] as string, {}, { timeout: ONE_TURN + 1_000 }),
    ).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
