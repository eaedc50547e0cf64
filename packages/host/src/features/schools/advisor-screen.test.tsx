import { lopez, schoolAdmin } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

const openAsCounselor = async (path = '/advisor-dashboard') => {
  const server = signedInServer(lopez);
  renderSite({ server, initialPath: path });
  await findPageHeading('Advisor Dashboard');
  return { server, user: userEvent.setup() };
};

const studentsTable = () => screen.findByRole('table', { name: 'My Students' }, { timeout: 5000 });

describe("a counselor's advisor dashboard", { timeout: 20_000 }, () => {
  it('shows the caseload with its progress, searches, filters and sorts it', async () => {
    const { user } = await openAsCounselor();
    const table = await studentsTable();
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(3);
    const diego = within(rows()[0] as HTMLElement);
    expect(diego.getByRole('link', { name: 'Diego Hernández' })).toHaveAttribute(
      'href',
      '/school/students/51',
    );
    expect(diego.getByText('12th Grade')).toBeVisible();
    expect(diego.getByText('Engineering Foundation Year: Preparing')).toBeVisible();
    expect(diego.getByText('640 words, 3,900 of 4,000 characters')).toBeVisible();
    expect(diego.getByText('6.5')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'sofia');
    expect(rows()).toHaveLength(1);
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.click(screen.getByRole('checkbox', { name: 'Needs attention' }));
    expect(rows()).toHaveLength(3);
    await user.click(screen.getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: '11th Grade' }));
    expect(rows()).toHaveLength(1);
    expect(within(table).getByRole('link', { name: 'Valeria Hernández' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/school/caseload.csv',
    );
  });

  it('lists Actions Required, each a link to its student', async () => {
    await openAsCounselor();
    const alerts = await screen.findByRole('region', { name: 'Actions Required' });
    expect(within(alerts).getByText('4 things need your attention.')).toBeVisible();
    const item = within(alerts)
      .getByText(/No programme chosen yet/)
      .closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: 'Sofía Ramírez' })).toHaveAttribute(
      'href',
      '/school/students/53',
    );
    expect(
      within(alerts).getByText(
        /Engineering Foundation Year: deadline in 7 days and the statement is not finished/,
      ),
    ).toBeVisible();
  });

  it("opens a student's record, read-only, with the check-ins a link away", async () => {
    const { user } = await openAsCounselor();
    await user.click(within(await studentsTable()).getByRole('link', { name: 'Diego Hernández' }));
    expect(await findPageHeading('Diego Hernández')).toBeVisible();
    const programmes = screen.getByRole('region', { name: 'Programs' });
    expect(within(programmes).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Profile' })).toHaveTextContent('Computer Science');
    expect(screen.getByRole('link', { name: 'Check-In #1' })).toHaveAttribute(
      'href',
      '/check-in-1?student=51',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says so when a student is not one the counselor can see', async () => {
    renderSite({ server: signedInServer(lopez), initialPath: '/school/students/999' });
    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'All students' })[0]).toHaveAttribute(
      'href',
      '/advisor-dashboard',
    );
  });

  it('makes a student invitation link to copy or share on WhatsApp', async () => {
    const { user, server } = await openAsCounselor();
    await user.click(screen.getByRole('button', { name: 'Create a student invitation link' }));
    const link = await screen.findByRole('textbox', { name: 'Student invitation link' });
    expect(link).toHaveValue(`${window.location.origin}/join/invitation-200`);
    expect(server.requestsTo('POST /api/invitations')[0]?.body).toEqual({
      role: 'student',
      name: '',
      email: '',
    });
    const whatsApp = screen.getAllByRole('link', { name: 'Share on WhatsApp' })[0];
    const text = new URL(whatsApp?.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(
      `You are invited to join Preparatoria Benito Juárez on Puente to plan your university applications: ${window.location.origin}/join/invitation-200`,
    );
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy the Student invitation link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/invitation-200`);
    expect(await screen.findByText('Link copied')).toBeVisible();
  });

  it("asks whose parent before making a parent's invitation", async () => {
    const { user, server } = await openAsCounselor();
    await screen.findByRole('combobox', { name: 'Student' });
    await user.click(screen.getByRole('button', { name: 'Create a parent invitation link' }));
    expect(await screen.findByText('Choose the student this parent belongs to')).toBeVisible();
    expect(server.requestsTo('POST /api/invitations')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Student' }));
    await user.click(await screen.findByRole('option', { name: 'Sofía Ramírez' }));
    await user.click(screen.getByRole('button', { name: 'Create a parent invitation link' }));
    expect(await screen.findByRole('textbox', { name: 'Parent invitation link' })).toBeVisible();
    expect(server.requestsTo('POST /api/invitations')[0]?.body).toMatchObject({
      role: 'parent',
      studentId: 53,
    });
  });

  it('creates a class code with a cap on uses, and revokes one', async () => {
    const { user, server } = await openAsCounselor();
    const codes = screen.getByRole('region', { name: 'Class codes' });
    expect(await within(codes).findByText('12 of 35 used')).toBeVisible();

    await user.clear(within(codes).getByRole('textbox', { name: 'Number of uses' }));
    await user.click(within(codes).getByRole('button', { name: 'Create class code' }));
    expect(within(codes).getByText('Give the class a name')).toBeVisible();
    expect(within(codes).getByText('Uses must be a number from 1 to 500')).toBeVisible();
    expect(within(codes).getByRole('textbox', { name: 'Class name' })).toHaveFocus();

    await user.type(within(codes).getByRole('textbox', { name: 'Class name' }), '3.º B');
    await user.type(within(codes).getByRole('textbox', { name: 'Number of uses' }), '30');
    await user.click(within(codes).getByRole('button', { name: 'Create class code' }));
    expect(await within(codes).findByText('0 of 30 used')).toBeVisible();
    expect(server.requestsTo('POST /api/class-codes')[0]?.body).toEqual({
      label: '3.º B',
      maxUses: 30,
    });

    await user.click(
      within(codes).getByRole('button', { name: 'Revoke the code of 3.º de prepa, grupo A' }),
    );
    await waitFor(() => expect(within(codes).queryByText('12 of 35 used')).toBeNull());
  });

  it('lists the pending invitations and revokes one', async () => {
    const { user } = await openAsCounselor();
    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    const list = await within(pending).findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(
      within(pending).getByRole('button', {
        name: 'Revoke the invitation for papa.ramirez@example.mx, parent of Sofía Ramírez',
      }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });
});

describe("an admin's student record", { timeout: 20_000 }, () => {
  it('gives a student without a counselor to one', async () => {
    const server = signedInServer(schoolAdmin);
    renderSite({ server, initialPath: '/school/students/53' });
    expect(await findPageHeading('Sofía Ramírez')).toBeVisible();
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', {
      name: 'Whose caseload Sofía Ramírez is in',
    });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Lucía López' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(server.requestsTo('PUT /api/school/students/53/counselor')[0]?.body).toEqual({
      counselorId: lopez.id,
    });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the schools’ screens in Spanish', { timeout: 20_000 }, () => {
  it("says the advisor dashboard in Mexican Spanish, the students' days too", async () => {
    renderSite({
      server: signedInServer(lopez),
      initialPath: '/advisor-dashboard',
      locale: 'es-MX',
    });
    expect(await findPageHeading('Panel del asesor')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Mis estudiantes' });
    expect(within(table).getByText('5 de diciembre de 2026')).toBeVisible();
    expect(within(table).getByText(/^640 palabras, 3.900 de 4.000 caracteres$/)).toBeVisible();
    expect(screen.getByText(/Todavía no ha elegido ningún programa/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Crear un enlace de invitación para estudiante' }),
    ).toBeVisible();
  });
});
