import { SAMPLE_SCHOOL, schoolAdmin } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

const openAsAdmin = async () => {
  const server = signedInServer(schoolAdmin);
  renderSite({ server, initialPath: '/admin' });
  await findPageHeading('Administrator Dashboard');
  return { server, user: userEvent.setup() };
};
const settings = () => within(screen.getByRole('form', { name: 'School settings' }));

describe("a school admin's dashboard", { timeout: 20_000 }, () => {
  it('shows the settings, the site key in the embed code, the staff and the students', async () => {
    await openAsAdmin();
    expect(await screen.findByRole('textbox', { name: 'School name' })).toHaveValue(
      SAMPLE_SCHOOL.name,
    );
    expect(settings().getByRole('textbox', { name: 'Website 1' })).toHaveValue(
      'https://prepa-juarez.edu.mx',
    );
    const code = screen.getByRole('region', { name: 'Code: embed code with your site key' });
    expect(code).toHaveTextContent(
      `<script async src="${window.location.origin}/widgets/v1/loader.js" data-site-key="${SAMPLE_SCHOOL.siteKey}"></script>`,
    );
    expect(code).toHaveTextContent(
      `<puente-programme-finder site-key="${SAMPLE_SCHOOL.siteKey}"></puente-programme-finder>`,
    );
    const staff = screen.getByRole('region', { name: 'Staff' });
    expect(await within(staff).findByText('Lucía López')).toBeVisible();
    expect(within(staff).getByText('counselor')).toBeVisible();
    expect(
      await screen.findByRole('table', { name: "Your school's students" }, { timeout: 5000 }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('saves the settings, refusing a website that is not an origin', async () => {
    const { user, server } = await openAsAdmin();
    await screen.findByRole('textbox', { name: 'School name' });
    await user.click(settings().getByRole('button', { name: 'Add a website' }));
    await user.type(settings().getByRole('textbox', { name: 'Website 2' }), 'prepa juarez');
    await user.click(settings().getByRole('button', { name: 'Save settings' }));
    expect(
      settings().getByText('School must be a web origin such as https://school.example'),
    ).toBeVisible();
    expect(server.requestsTo('PUT /api/school')).toHaveLength(0);

    await user.clear(settings().getByRole('textbox', { name: 'Website 2' }));
    await user.type(
      settings().getByRole('textbox', { name: 'Website 2' }),
      'https://www.prepa-juarez.mx',
    );
    await user.click(settings().getByRole('button', { name: 'Remove website 1' }));
    await user.click(settings().getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.requestsTo('PUT /api/school')).toHaveLength(1));
    expect(server.requestsTo('PUT /api/school')[0]?.body).toEqual({
      schoolName: SAMPLE_SCHOOL.name,
      city: 'Puebla',
      country: 'Mexico',
      origins: ['https://www.prepa-juarez.mx'],
    });
    expect(await screen.findByText("Your school's settings are saved.")).toBeVisible();
  });

  it('invites a counselor with a link', async () => {
    const { user, server } = await openAsAdmin();
    const staff = screen.getByRole('region', { name: 'Staff' });
    await user.type(within(staff).getByRole('textbox', { name: 'Name (optional)' }), 'Jorge');
    await user.click(
      within(staff).getByRole('button', { name: 'Create a counselor invitation link' }),
    );
    expect(
      await within(staff).findByRole('textbox', { name: 'Counselor invitation link' }),
    ).toBeVisible();
    expect(server.requestsTo('POST /api/invitations')[0]?.body).toEqual({
      role: 'counselor',
      name: 'Jorge',
      email: '',
    });
  });

  it('lists every bad row of a CSV and imports nothing, then imports a good one with its links', async () => {
    const { user, server } = await openAsAdmin();
    const importing = screen.getByRole('region', { name: 'Import students' });
    await user.click(within(importing).getByRole('button', { name: 'Import and invite' }));
    expect(within(importing).getByText('Choose a CSV file')).toBeVisible();

    const bad = new File(
      [
        'first_name,last_name,email\n=HYPERLINK("x"),Pérez,ana@example.mx\nLuis,Soto,not-an-email\n',
      ],
      'students.csv',
      { type: 'text/csv' },
    );
    await user.upload(within(importing).getByLabelText('CSV file'), bad);
    await user.click(within(importing).getByRole('button', { name: 'Import and invite' }));
    const problems = await within(importing).findByRole('alert');
    expect(problems).toHaveTextContent('2 rows need fixing: nothing was imported.');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 2: first_name must not start with =, +, - or @',
      'Row 3: email is not a valid email address',
    ]);

    const good = new File(
      ['first_name,last_name,email,parent_email\nAna,Pérez,ana@example.mx,mama@example.mx\n'],
      'students.csv',
      { type: 'text/csv' },
    );
    await user.upload(within(importing).getByLabelText('CSV file'), good);
    await user.click(within(importing).getByRole('button', { name: 'Import and invite' }));
    expect(
      await within(importing).findByText('2 invitations made: share each link with its person.'),
    ).toBeVisible();
    expect(within(importing).getByRole('textbox', { name: 'Ana Pérez' })).toHaveValue(
      `${window.location.origin}/join/invitation-200`,
    );
    expect(within(importing).getByRole('textbox', { name: 'mama@example.mx' })).toBeVisible();
    expect(server.requestsTo('POST /api/school/import')).toHaveLength(2);
  });
});

describe("the admin's school overview", { timeout: 20_000 }, () => {
  it('shows the grades, the counselors and the school context, saving each entry', async () => {
    const { server, user } = await openAsAdmin();
    const grades = await screen.findByRole('region', { name: 'Grade Progress Overview' });
    expect(within(grades).getByRole('progressbar', { name: '12th Grade' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(grades).getByText('2 students')).toBeVisible();
    const counselors = screen.getByRole('region', { name: 'Counselors' });
    expect(counselors).toHaveTextContent('1 student has no counselor yet.');
    expect(within(counselors).getByText('Lucía López').parentElement).toHaveTextContent(
      '2 students',
    );
    const tool = within(await screen.findByRole('region', { name: 'School Customization Tool' }));
    expect(tool.getByText('No school context yet. Add some below.')).toBeVisible();
    // Only the demo's sample files can be "uploaded".
    expect(tool.queryByRole('button', { name: 'Upload PDF' })).toBeNull();
    await user.type(tool.getByRole('textbox', { name: 'Add context' }), 'We teach the IB.');
    await user.click(tool.getByRole('button', { name: 'Add Context' }));
    expect(await tool.findByText('We teach the IB.')).toBeVisible();
    expect(server.requestsTo('PUT /api/school/context')[0]?.body).toEqual({
      entries: ['We teach the IB.'],
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the school has no students yet', async () => {
    const server = signedInServer(schoolAdmin, {
      'GET /api/school/overview': () => ({
        status: 200,
        body: { grades: [], counselors: [], unassigned: 0 },
      }),
    });
    renderSite({ server, initialPath: '/admin' });
    expect(await screen.findByRole('heading', { name: 'No students yet' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Counselors' })).toHaveTextContent(
      'No counselors yet.',
    );
  });
});
