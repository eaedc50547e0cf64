import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, useDeferredIntent } from './deferred';

interface ToggleProps {
  label: string;
}

function Loaded({ label }: ToggleProps) {
  const intent = useDeferredIntent();
  return (
    <button type="button" aria-expanded={intent.open}>
      {label} (loaded)
    </button>
  );
}

/** A loader the test resolves (or fails) when it chooses. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: () => void }[] = [];
  const load = () =>
    new Promise<typeof Loaded>((resolve, reject) => {
      calls.push({ resolve: () => resolve(Loaded), reject: () => reject(new Error('offline')) });
    });
  return { load, calls };
}

function Shell({ label }: ToggleProps) {
  const intent = useDeferredIntent();
  return (
    <button
      type="button"
      onClick={() => {
        intent.open = true;
      }}
    >
      {label}
    </button>
  );
}

describe('deferred', () => {
  afterEach(() => {
    // Unmounting cancels the idle callbacks: before the stubs go.
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the behaviour once the page is idle, not during its first render', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const { load, calls } = controlledLoad();
    const Toggle = deferred(load, Shell);
    render(<Toggle label="Subject" />);
    expect(calls).toHaveLength(0);
    for (const task of idle.splice(0)) task();
    expect(calls).toHaveLength(1);
  });

  it('draws the shell first, then the loaded part with the press and the focus the shell took', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    const Toggle = deferred(load, Shell);
    render(<Toggle label="Pathways" />);

    await user.click(screen.getByRole('button', { name: 'Pathways' }));
    calls[0]?.resolve();

    const loaded = await screen.findByRole('button', { name: 'Pathways (loaded)' });
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
    expect(loaded).toHaveFocus();
  });

  it('waits for a press under way to end before drawing the loaded part, so its click counts', async () => {
    const user = userEvent.setup();
    const { load, calls } = controlledLoad();
    const Toggle = deferred(load, Shell);
    render(<Toggle label="Pathways" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    const shell = screen.getByRole('button', { name: 'Pathways' });

    await user.pointer({ keys: '[MouseLeft>]', target: shell });
    calls[0]?.resolve();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shell).toBeInTheDocument();

    await user.pointer({ keys: '[/MouseLeft]', target: shell });
    const loaded = await screen.findByRole('button', { name: 'Pathways (loaded)' });
    expect(loaded).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the shell when the code cannot be fetched, and tries again on the next render', async () => {
    const { load, calls } = controlledLoad();
    const Toggle = deferred(load, Shell);
    const { unmount } = render(<Toggle label="Pathways" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject();
    await Promise.resolve();
    expect(screen.getByRole('button', { name: 'Pathways' })).toBeInTheDocument();
    unmount();

    render(<Toggle label="Pathways" />);
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.resolve();
    expect(await screen.findByRole('button', { name: 'Pathways (loaded)' })).toBeInTheDocument();
  });

  it('renders the loaded part at once once it is preloaded, without moving focus', async () => {
    const { load, calls } = controlledLoad();
    const Toggle = deferred(load, Shell);
    const preloaded = Toggle.preload();
    calls[0]?.resolve();
    await preloaded;
    render(<Toggle label="Pathways" />);
    const loaded = screen.getByRole('button', { name: 'Pathways (loaded)' });
    expect(loaded).not.toHaveFocus();
    expect(loaded).toHaveAttribute('aria-expanded', 'false');
  });
});
