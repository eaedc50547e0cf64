import { type Assistant, COUNSELOR_STUDENT, createCannedAssistant, NO_DELAYS } from '@puente/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../kit';
import { useAssistant } from './assistant-context';
import { useDelays } from './delays-context';
import { PuenteProvider } from './puente-provider';
import { useToast } from './toast-context';

function ToastButtons() {
  const { toast } = useToast();
  return (
    <>
      <Button onClick={() => toast({ title: 'Saved', description: 'All good' })}>First</Button>
      <Button
        onClick={() => toast({ title: 'Error', description: 'Broken', variant: 'destructive' })}
      >
        Second
      </Button>
    </>
  );
}

/** Renders the toast buttons in a provider with `props` and shows the first toast; its region. */
async function showFirstToast(props: Omit<ComponentProps<typeof PuenteProvider>, 'children'> = {}) {
  const user = userEvent.setup();
  render(
    <PuenteProvider {...props}>
      <ToastButtons />
    </PuenteProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'First' }));
  return { user, region: await screen.findByRole('region', { name: /Notifications/ }) };
}

describe('PuenteProvider toasts', () => {
  it('shows one toast at a time, newest first, and closes it with its button', async () => {
    const { user, region } = await showFirstToast({ theme: 'light', delays: NO_DELAYS });
    expect(await within(region).findByText('Saved')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(await within(region).findByText('Broken')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(within(region).queryByText('Saved')).not.toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Close' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(within(region).queryByText('Broken')).not.toBeInTheDocument();
  });

  it('is dismissed by a swipe of 50 px to the right, not by a shorter one', async () => {
    const { region } = await showFirstToast();
    const toast = (await within(region).findByText('Saved')).closest('[data-part="root"]');
    if (!toast) throw new Error('no toast');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(within(region).getByText('Saved')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 155, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 155, pointerId: 1 });
    await waitFor(() => expect(within(region).queryByText('Saved')).not.toBeInTheDocument());
  });

  it('moves focus to the toast region on F8', async () => {
    const { region } = await showFirstToast();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region).toHaveFocus());
  });
});

function ShowDelay() {
  return <output>{useDelays().chatReply}</output>;
}

describe('useDelays', () => {
  it('answers the SPEC default unless the provider overrides it', () => {
    const { rerender } = render(
      <PuenteProvider>
        <ShowDelay />
      </PuenteProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2000');
    rerender(
      <PuenteProvider delays={{ chatReply: 0 }}>
        <ShowDelay />
      </PuenteProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });
});

function AskOnce() {
  const assistant = useAssistant();
  return (
    <Button
      onClick={async (event) => {
        const button = event.currentTarget;
        button.textContent = (await assistant.askAboutStudent('robotics?', COUNSELOR_STUDENT)).id;
      }}
    >
      Ask
    </Button>
  );
}

describe('useAssistant', () => {
  it('is the canned assistant with the provider delays, or the one the provider was given', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <PuenteProvider delays={NO_DELAYS}>
        <AskOnce />
      </PuenteProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: /Biomedical Engineering/ })).toBeVisible();
    unmount();

    const real: Assistant = {
      ...createCannedAssistant({ delays: NO_DELAYS }),
      askAboutStudent: async () => ({ id: 'From a real provider' }),
    };
    render(
      <PuenteProvider assistant={real}>
        <AskOnce />
      </PuenteProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'From a real provider' })).toBeVisible();
  });
});
