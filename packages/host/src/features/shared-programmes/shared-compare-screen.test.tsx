import { SAMPLE_PROGRAMMES } from '@puente/core';
import { createFakeApi, type RouteHandler } from '@puente/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderSite } from '../../testing/render-host';

// The machines these run on are often busy: give answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

/** GET /api/foundation-programs/:id over the sample catalogue, as the public API answers it. */
const programmeById: RouteHandler = ({ url }) => {
  const id = Number(url.pathname.split('/').pop());
  const programme = SAMPLE_PROGRAMMES.find((sample) => sample.id === id);
  return programme
    ? { status: 200, body: { ...programme, matchPercentage: null } }
    : { status: 404, body: { message: 'Program not found' } };
};

/** The public API, signed out; `rate` false: the exchange rate does not answer. */
function publicServer({ rate = true } = {}) {
  return createFakeApi({
    routes: {
      'GET /api/foundation-programs/:id': programmeById,
      ...(rate ? {} : { 'GET /api/exchange-rate': () => ({ status: 503, body: {} }) }),
    },
  });
}

/** The texts of a row's cells, one a programme. */
async function rowCells(name: RegExp): Promise<string[]> {
  const table = await screen.findByRole('table');
  const row = await within(table).findByRole('row', { name });
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('/compare, shared with the family', { timeout: 20_000 }, () => {
  // London (1): £24,950 tuition, 9 × £1,483 UKVI living costs, £524 visa fee, £776 health
  // surcharge. Edinburgh (2): £23,400, 9 × £1,136, £524, £776.
  it("shows each programme's first year, all costs, in pounds and pesos at the operator's rate", async () => {
    renderSite({ server: publicServer(), initialPath: '/compare?ids=1,2' });
    await screen.findByRole('heading', { name: 'Compare programmes' }, { timeout: 10_000 });
    expect(await rowCells(/First year, all costs \(estimate\)/)).toEqual([
      expect.stringMatching(/^£39,597 ≈ \$970,\d{3} MXN \(exchange rate of 28 November 2026\)$/),
      expect.stringMatching(/^£34,924 ≈ \$85\d,\d{3} MXN \(exchange rate of 28 November 2026\)$/),
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Mexican Spanish', async () => {
    renderSite({ server: publicServer(), initialPath: '/compare?ids=1,2', locale: 'es-MX' });
    await screen.findByRole('heading', { name: 'Comparar programas' }, { timeout: 10_000 });
    expect(await rowCells(/Primer año con todos los gastos \(estimado\)/)).toEqual([
      expect.stringMatching(
        /^£39,597 ≈ \$970,\d{3} MXN \(tipo de cambio del 28 de noviembre de 2026\)$/,
      ),
      expect.stringMatching(
        /^£34,924 ≈ \$85\d,\d{3} MXN \(tipo de cambio del 28 de noviembre de 2026\)$/,
      ),
    ]);
  });

  it('shows the pounds alone without a rate', async () => {
    renderSite({ server: publicServer({ rate: false }), initialPath: '/compare?ids=1' });
    expect(await rowCells(/First year, all costs/)).toEqual(['£39,597 ']);
  });
});
