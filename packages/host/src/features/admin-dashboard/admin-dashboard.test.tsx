import {
  GOOGLE_DRIVE_CONTEXT,
  INITIAL_SCHOOL_CONTEXT,
  NO_DELAYS,
  UPLOADED_PDF_CONTEXT,
} from '@puente/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, HELD_DELAY, openScreen, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';
import { AdminDashboardScreen } from './admin-dashboard-screen';

const openDashboard = (delays = NO_DELAYS) =>
  openScreen(<AdminDashboardScreen />, 'Administrator Dashboard', { delays });

const tool = () => within(screen.getByRole('region', { name: 'School Customization Tool' }));
const entries = () =>
  within(tool().getByRole('list', { name: 'School context' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('administrator dashboard', { timeout: 20_000 }, () => {
  it('shows the three alerts, the grade overview and the tool, with no axe violations', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/demo/admin' });
    await findPageHeading('Administrator Dashboard');
    const alerts = within(screen.getByRole('region', { name: 'Actions Required' }));
    expect(alerts.getAllByRole('listitem')).toHaveLength(3);
    for (const title of ['Missing College Lists', 'Potential Bias', 'Deadline Alerts']) {
      expect(alerts.getByRole('heading', { name: title })).toBeVisible();
    }
    expect(entries()).toEqual(INITIAL_SCHOOL_CONTEXT);
    expect(await axeViolations()).toEqual([]);
  });

  it('colours each grade: green from 80, yellow from 60, red below; engagement counts shown', async () => {
    await openDashboard();
    const bar = (grade: string) => screen.getByRole('progressbar', { name: grade });
    const colourOf = (grade: string) =>
      bar(grade).closest('[data-colour]')?.getAttribute('data-colour');
    expect(bar('Grade 9')).toHaveAttribute('aria-valuenow', '85');
    expect(colourOf('Grade 9')).toBe('green');
    expect(colourOf('Grade 10')).toBe('yellow');
    expect(colourOf('Grade 11')).toBe('yellow');
    expect(colourOf('Grade 12')).toBe('green');
    expect(screen.getByText('91%')).toBeVisible();
    const grade12 = within(bar('Grade 12').closest('li') as HTMLElement);
    expect(grade12.getByText('High').nextSibling).toHaveTextContent('72');
  });

  it('keeps Add Context disabled while the text is blank', async () => {
    const user = await openDashboard();
    const add = tool().getByRole('button', { name: 'Add Context' });
    expect(add).toBeDisabled();
    await user.type(tool().getByRole('textbox', { name: 'Add context' }), '   ');
    expect(add).toBeDisabled();
    await user.type(tool().getByRole('textbox', { name: 'Add context' }), 'x');
    expect(add).toBeEnabled();
  });

  it("says 'Adding...' while it adds, then appends the entry and clears the box", async () => {
    const user = await openDashboard({ ...NO_DELAYS, addContext: HELD_DELAY });
    await user.type(tool().getByRole('textbox', { name: 'Add context' }), 'Exams end on 12 June.');
    await user.click(tool().getByRole('button', { name: 'Add Context' }));
    expect(tool().getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(tool().getByRole('textbox', { name: 'Add context' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('appends the entry at zero delay; Upload PDF and Google Drive append theirs; entries can be removed', async () => {
    const user = await openDashboard();
    await user.type(tool().getByRole('textbox', { name: 'Add context' }), 'Exams end on 12 June.');
    await user.click(tool().getByRole('button', { name: 'Add Context' }));
    await waitFor(() => expect(entries().at(-1)).toBe('Exams end on 12 June.'));
    expect(tool().getByRole('textbox', { name: 'Add context' })).toHaveValue('');

    await user.click(tool().getByRole('button', { name: 'Upload PDF' }));
    await waitFor(() => expect(entries().at(-1)).toBe(UPLOADED_PDF_CONTEXT));
    await user.click(tool().getByRole('button', { name: 'Import from Google Drive' }));
    await waitFor(() => expect(entries().at(-1)).toBe(GOOGLE_DRIVE_CONTEXT));
    expect(entries()).toHaveLength(INITIAL_SCHOOL_CONTEXT.length + 3);

    await user.click(tool().getByRole('button', { name: 'Remove context entry 1' }));
    expect(entries()[0]).toBe(INITIAL_SCHOOL_CONTEXT[1]);
    for (let left = entries().length; left > 0; left--) {
      await user.click(tool().getByRole('button', { name: 'Remove context entry 1' }));
    }
    expect(tool().getByText('No school context yet. Add some below.')).toBeVisible();
  });

  it('shows progress while a PDF uploads or a Drive file imports', async () => {
    const user = await openDashboard({ ...NO_DELAYS, uploadImport: HELD_DELAY });
    await user.click(tool().getByRole('button', { name: 'Upload PDF' }));
    expect(tool().getByRole('progressbar', { name: 'Uploading PDF...' })).toBeVisible();
    expect(tool().getByRole('button', { name: 'Uploading...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(tool().getByRole('button', { name: 'Import from Google Drive' })).toBeDisabled();
    expect(entries()).toHaveLength(INITIAL_SCHOOL_CONTEXT.length);
  });
});

describe('admin dashboard for a Spanish-speaking administrator', { timeout: 20_000 }, () => {
  it("shows the grades the Mexican way and the school's context in Spanish", async () => {
    const user = await openScreen(<AdminDashboardScreen />, 'Panel de administración', {
      locale: 'es-MX',
    });
    expect(await screen.findByRole('progressbar', { name: '3.º de secundaria' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '3.º de prepa' })).toBeVisible();
    const context = screen.getByRole('list', { name: 'Contexto escolar' });
    expect(within(context).getByText(/^Somos una escuela bilingüe/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Subir PDF' }));
    expect(await within(context).findByText(/^De "Perfil de la escuela.pdf"/)).toBeVisible();
  });
});
