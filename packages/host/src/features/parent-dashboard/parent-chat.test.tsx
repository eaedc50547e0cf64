import { AssistantError, PARENT_WELCOME } from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { ParentChat } from './parent-chat';

describe('the parent chat when a model’s reply fails', () => {
  it('puts the message back in the box and says why', async () => {
    const session = {
      send: () => Promise.reject(new AssistantError('The assistant is busy right now.', 503)),
      stop: () => {},
    };
    renderWithHost(
      <ParentChat
        state={{ messages: [PARENT_WELCOME], typing: false, replySoFar: '', showsExamples: true }}
        session={session}
      />,
      { server: signedOutServer() },
    );
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'When is the deadline?{Enter}');
    await waitFor(() => expect(box).toHaveValue('When is the deadline?'));
    expect(await screen.findByText('The assistant is busy right now.')).toBeInTheDocument();
  });
});

describe('the parent chat with a model that streams', () => {
  const writing = {
    messages: [PARENT_WELCOME, { id: 'm1', sender: 'parent' as const, content: 'Housing?' }],
    typing: true,
    showsExamples: false,
  };

  it('shows the typing indicator until the first words, then the words as text', () => {
    const session = { send: async () => true, stop: () => {} };
    const log = () => screen.getByRole('log', { name: 'Conversation with the assistant' });
    const { unmount } = renderWithHost(
      <ParentChat state={{ ...writing, replySoFar: '' }} session={session} canStop />,
      { server: signedOutServer() },
    );
    expect(within(log()).getByRole('status')).toHaveTextContent('The assistant is typing...');
    unmount();
    renderWithHost(
      <ParentChat
        state={{ ...writing, replySoFar: 'Most halls <b>cost</b> {less}' }}
        session={session}
        canStop
      />,
      { server: signedOutServer() },
    );
    expect(within(log()).getByText('Most halls <b>cost</b> {less}')).toBeVisible();
    expect(within(log()).queryByRole('status')).toBeNull();
  });

  it('Stop stops the reply and the message comes back to the box', async () => {
    let stopped: (answered: boolean) => void = () => {};
    const session = {
      send: () => new Promise<boolean>((resolve) => (stopped = resolve)),
      stop: vi.fn(() => stopped(false)),
    };
    // The session's state is the test's: the box stays open to send, Stop shows.
    renderWithHost(
      <ParentChat
        state={{ messages: [PARENT_WELCOME], typing: false, replySoFar: '', showsExamples: true }}
        session={session}
        canStop
      />,
      { server: signedOutServer() },
    );
    const box = screen.getByRole('textbox', { name: 'Your question' });
    await userEvent.type(box, 'Housing?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(session.stop).toHaveBeenCalled();
    await waitFor(() => expect(box).toHaveValue('Housing?'));
  });
});
