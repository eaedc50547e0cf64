import { AssistantError, PARENT_WELCOME } from '@puente/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { ParentChat } from './parent-chat';

describe('the parent chat when a model’s reply fails', () => {
  it('puts the message back in the box and says why', async () => {
    const session = {
      send: () => Promise.reject(new AssistantError('The assistant is busy right now.', 503)),
    };
    renderWithHost(
      <ParentChat
        state={{ messages: [PARENT_WELCOME], typing: false, showsExamples: true }}
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
