import {
  ADVISOR_GREETING,
  ADVISOR_SCRIPT,
  ADVISOR_SUMMARY,
  type Assistant,
  AssistantError,
  createCannedAssistant,
  NO_DELAYS,
} from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AdvisorChat, type AdvisorChatProps } from './advisor-chat';

function renderChat(props: AdvisorChatProps = {}, assistant?: Assistant) {
  const user = userEvent.setup();
  const view = render(
    <PuenteProvider theme="light" delays={NO_DELAYS} assistant={assistant}>
      <AdvisorChat {...props} />
    </PuenteProvider>,
  );
  const input = () => screen.getByRole('textbox', { name: 'Your message' });
  const send = () => screen.getByRole('button', { name: 'Send' });
  const log = () => screen.getByRole('log', { name: 'Conversation' });
  return { user, input, send, log, ...view };
}

/** An assistant whose chat replies wait until the test releases them. */
function heldAssistant() {
  const canned = createCannedAssistant({ delays: NO_DELAYS });
  const pending: (() => void)[] = [];
  const assistant: Assistant = {
    ...canned,
    chatReply: (history, message) =>
      new Promise((resolve) => {
        pending.push(() => resolve(canned.chatReply(history, message)));
      }),
  };
  return { assistant, releaseReply: () => pending.shift()?.() };
}

type Chat = ReturnType<typeof renderChat>;

async function talkToTheEnd({ user, input, log }: Chat) {
  for (const [index, line] of ADVISOR_SCRIPT.entries()) {
    await user.type(input(), `My answer number ${index + 1}{Enter}`);
    expect(await within(log()).findByText(line)).toBeInTheDocument();
  }
}

const summary = () => screen.getByRole('region', { name: 'Your conversation summary' });
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

describe('advisor chat', { timeout: 20_000 }, () => {
  it('opens with the greeting, sends on Enter, not on Shift+Enter, and never sends blank text', async () => {
    const chat = renderChat();
    const { user, input, send, log } = chat;
    expect(within(log()).getByText(ADVISOR_GREETING)).toBeInTheDocument();
    expect(send()).toBeDisabled();

    await user.type(input(), '   ');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(log()).queryByText(ADVISOR_SCRIPT[0])).not.toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), 'Biology{Shift>}{Enter}{/Shift}and robots');
    expect(input()).toHaveValue('Biology\nand robots');
    expect(within(log()).queryByText(/Biology/)).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(input()).toHaveValue('');
    expect(within(log()).getByText(/^Biology\s+and robots$/)).toBeInTheDocument();
    expect(await within(log()).findByText(ADVISOR_SCRIPT[0])).toBeInTheDocument();
  });

  it('shows the thinking indicator until the reply comes, and holds the next message meanwhile', async () => {
    const { assistant, releaseReply } = heldAssistant();
    const { user, input, send, log } = renderChat({}, assistant);
    await user.type(input(), 'Chemistry{Enter}');

    expect(await within(log()).findByText('Thinking...')).toBeInTheDocument();
    await user.type(input(), 'and more');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(log()).queryByText('and more')).not.toBeInTheDocument();

    releaseReply();
    expect(await within(log()).findByText(ADVISOR_SCRIPT[0])).toBeInTheDocument();
    expect(within(log()).queryByText('Thinking...')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('after the five scripted lines disables the input and shows the four-point summary', async () => {
    const chat = renderChat();
    await talkToTheEnd(chat);

    expect(chat.input()).toBeDisabled();
    expect(chat.send()).toBeDisabled();
    const points = within(await screen.findByRole('region', { name: 'Your conversation summary' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([...ADVISOR_SUMMARY]);
    expect(screen.getByRole('heading', { name: 'Your conversation summary' })).toHaveFocus();
    expect(await axeViolations(chat.container)).toEqual([]);
  });

  it('edits the summary, goes back without changes, saves changes with "Summary updated!"', async () => {
    const chat = renderChat();
    const { user } = chat;
    await talkToTheEnd(chat);
    await screen.findByRole('region', { name: 'Your conversation summary' });

    await user.click(screen.getByRole('button', { name: 'Edit Summary' }));
    const first = within(summary()).getByRole('textbox', { name: 'Point 1' });
    expect(first).toHaveValue(ADVISOR_SUMMARY[0]);
    await user.clear(first);
    await user.type(first, 'Thrown away');
    expect(await axeViolations(chat.container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(within(summary()).getByText(ADVISOR_SUMMARY[0])).toBeInTheDocument();
    expect(within(summary()).queryByText('Thrown away')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Summary' }));
    const second = within(summary()).getByRole('textbox', { name: 'Point 2' });
    await user.clear(second);
    await user.type(second, 'I love biology and robotics.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(within(summary()).getByText('I love biology and robotics.')).toBeInTheDocument();
    expect(within(summary()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await within(toastRegion()).findByText('Summary updated!')).toBeInTheDocument();
  });

  it('shares the summary as edited: "Summary shared!", the points reported, Return to Dashboard', async () => {
    const onSummaryShared = vi.fn();
    const onReturnToDashboard = vi.fn();
    const chat = renderChat({
      onSummaryShared,
      onReturnToDashboard,
      dashboardHref: '/dashboard',
    });
    const { user } = chat;
    await talkToTheEnd(chat);
    await screen.findByRole('region', { name: 'Your conversation summary' });
    await user.click(screen.getByRole('button', { name: 'Edit Summary' }));
    const last = within(summary()).getByRole('textbox', { name: 'Point 4' });
    await user.clear(last);
    await user.type(last, 'Book IELTS for March.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await user.click(screen.getByRole('button', { name: 'Share Summary' }));
    expect(await within(toastRegion()).findByText('Summary shared!')).toBeInTheDocument();
    expect(onSummaryShared).toHaveBeenCalledOnce();
    expect(onSummaryShared).toHaveBeenCalledWith([
      ...ADVISOR_SUMMARY.slice(0, 3),
      'Book IELTS for March.',
    ]);
    expect(
      within(summary()).getByText('Your summary has been shared with your counselor.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Share Summary' })).not.toBeInTheDocument();

    const back = screen.getByRole('link', { name: 'Return to Dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    await user.click(back);
    expect(onReturnToDashboard).toHaveBeenCalledOnce();
    expect(await axeViolations(chat.container)).toEqual([]);
  });

  it('declines with "No problem!" and shares nothing', async () => {
    const onSummaryShared = vi.fn();
    const chat = renderChat({ onSummaryShared, dashboardHref: '/dashboard' });
    await talkToTheEnd(chat);
    await screen.findByRole('region', { name: 'Your conversation summary' });

    await chat.user.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(await within(toastRegion()).findByText('No problem!')).toBeInTheDocument();
    expect(onSummaryShared).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Share Summary' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('has no axe violations while chatting and thinking', async () => {
    const { assistant, releaseReply } = heldAssistant();
    const { user, input, container } = renderChat({}, assistant);
    expect(await axeViolations(container)).toEqual([]);
    await user.type(input(), 'Hello{Enter}');
    await screen.findByText('Thinking...');
    expect(await axeViolations(container)).toEqual([]);
    releaseReply();
    await waitFor(() => expect(screen.queryByText('Thinking...')).not.toBeInTheDocument());
  });

  it('keeps replying under StrictMode, whose rehearsal unmount disposes the first session', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <PuenteProvider theme="light" delays={NO_DELAYS}>
          <AdvisorChat />
        </PuenteProvider>
      </StrictMode>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello{Enter}');
    expect(await screen.findByText(ADVISOR_SCRIPT[0])).toBeInTheDocument();
  });
});

describe('advisor chat in Spanish', () => {
  it('greets, answers and sums up in Mexican Spanish, while the student writes as they like', async () => {
    const user = userEvent.setup();
    render(
      <PuenteProvider theme="light" delays={NO_DELAYS} locale="es-MX">
        <AdvisorChat />
      </PuenteProvider>,
    );
    expect(await screen.findByText(/^¡Hola! Soy Puente, tu asesor de exploración/)).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Tu mensaje' });
    await user.type(input, 'Me gustan las matemáticas{Enter}');
    expect(await screen.findByText('Me gustan las matemáticas')).toBeVisible();
    expect(await screen.findByText(/^¡Suena genial!/)).toBeVisible();
    expect(screen.queryByText(/That sounds great/)).toBeNull();
  });
});

describe('advisor chat with a model that streams', { timeout: 20_000 }, () => {
  /** A streaming assistant whose reply writes `first`, then waits to be told how it ends. */
  function streamingAssistant(first: string) {
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    let finish: ((outcome: { reply?: string; error?: Error }) => void) | undefined;
    const assistant = {
      ...canned,
      streams: true as const,
      chatReply: (_history, _message, options) =>
        new Promise<string>((resolve, reject) => {
          options?.onText?.(first);
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          finish = ({ reply, error }) => (error ? reject(error) : resolve(reply ?? first));
        }),
    } satisfies Assistant & { streams: true };
    return { assistant, finish: (outcome: { reply?: string; error?: Error }) => finish?.(outcome) };
  }

  it('shows the words as they come, then the reply', async () => {
    const { assistant, finish } = streamingAssistant('Engineering is');
    const { user, input, log } = renderChat({}, assistant);
    await user.type(input(), 'I like maths{Enter}');
    expect(await within(log()).findByText('Engineering is')).toBeInTheDocument();
    // A model's words are shown as written: braces are not message syntax, tags not markup.
    finish({ reply: 'Engineering {fits} <b>you</b>.' });
    expect(await within(log()).findByText('Engineering {fits} <b>you</b>.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops a reply and puts the message back in the box', async () => {
    const { assistant } = streamingAssistant('Let me tell');
    const { user, input, log } = renderChat({}, assistant);
    await user.type(input(), 'Tell me everything{Enter}');
    expect(await within(log()).findByText('Let me tell')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(input()).toHaveValue('Tell me everything'));
    expect(within(log()).queryByText('Let me tell')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the reply fails', async () => {
    const { assistant, finish } = streamingAssistant('Half');
    const { user, input } = renderChat({}, assistant);
    await user.type(input(), 'Is it expensive?{Enter}');
    finish({ error: new AssistantError('The assistant took too long to answer.', 504) });
    await waitFor(() => expect(input()).toHaveValue('Is it expensive?'));
    expect(
      await within(toastRegion()).findByText('The assistant took too long to answer.'),
    ).toBeInTheDocument();
  });

  it('says kindly that a daily limit was reached, and when to come back', async () => {
    const { assistant, finish } = streamingAssistant('');
    const { user, input } = renderChat({}, assistant);
    await user.type(input(), 'One more?{Enter}');
    finish({ error: new AssistantError('It will be back in 5 hours.', 429, 18_000) });
    await waitFor(() => expect(input()).toHaveValue('One more?'));
    const toasts = within(toastRegion());
    expect(await toasts.findByText('Daily limit reached')).toBeInTheDocument();
    expect(toasts.getByText('It will be back in 5 hours.')).toBeInTheDocument();
  });

  it('says why a summary did not come, and prepares it again when asked', async () => {
    const canned = createCannedAssistant({ delays: NO_DELAYS });
    const summaries = [
      () =>
        Promise.reject(new AssistantError('The assistant could not put its answer together.', 502)),
      () => Promise.resolve(['Maths', 'Robots', 'Leeds', 'IELTS']),
    ];
    const assistant = {
      ...canned,
      streams: true as const,
      chatSummary: () => (summaries.shift() ?? summaries[0])?.() ?? Promise.resolve([]),
    } satisfies Assistant & { streams: true };
    const chat = renderChat({}, assistant);
    await talkToTheEnd(chat);
    expect(
      await within(toastRegion()).findByText('The assistant could not put its answer together.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Preparing your summary...')).not.toBeInTheDocument();
    expect(chat.input()).toHaveValue('');

    await chat.user.click(screen.getByRole('button', { name: 'Prepare the summary again' }));
    expect(
      await within(
        await screen.findByRole('region', { name: 'Your conversation summary' }),
      ).findByText('Robots'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Prepare the summary again' }),
    ).not.toBeInTheDocument();
  });
});
