import { createFakeApi, maria } from '@puente/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../../testing/render-host';
import { AssistantUsageCard } from './assistant-usage';

const usage = {
  month: '2026-12',
  answers: 1240,
  tokens: 1_900_000,
  features: [{ feature: 'chat-reply', requests: 1240, tokens: 1_900_000 }],
};

describe('the admin’s assistant usage', () => {
  it('says this month’s answers and tokens, in the reader’s numbers', async () => {
    renderWithHost(<AssistantUsageCard />, {
      server: createFakeApi({ user: maria, schools: { assistantUsage: usage } }),
    });
    // Millions as the locale writes them short: '1.9m' in British English ('1.9M' in some ICU data).
    expect(await screen.findByText(/^This month: 1,240 answers, 1\.9 ?m tokens$/i)).toBeVisible();
  });

  it('counts one answer as one, in Mexican Spanish', async () => {
    renderWithHost(<AssistantUsageCard />, {
      server: createFakeApi({
        user: maria,
        schools: { assistantUsage: { ...usage, answers: 1, tokens: 950 } },
      }),
      locale: 'es-MX',
    });
    expect(await screen.findByText('Este mes: 1 respuesta, 950 tokens')).toBeVisible();
  });

  it('shows nothing while the assistant is canned (the server says 404)', async () => {
    const { container } = renderWithHost(<AssistantUsageCard />, {
      server: createFakeApi({ user: maria }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
