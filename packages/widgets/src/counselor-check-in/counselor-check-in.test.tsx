import {
  AI_INSIGHT,
  ASK_AI_EXAMPLE_QUESTIONS,
  ASK_AI_FOOTNOTE,
  type Assistant,
  AssistantError,
  COUNSELOR_STUDENT,
  createCannedAssistant,
  NO_DELAYS,
  SUGGESTED_UNIVERSITIES,
  sampleConversations,
  sampleCounselorNotes,
} from '@puente/core';
import { preloadBehaviours } from '@puente/ui';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { heldAssistant } from '@puente/ui/testing/held-assistant';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CollegeProfile } from './college-profile';
import { CounselorCheckIn, type CounselorCheckInProps } from './counselor-check-in';

/** The canned assistant, with the Ask AI answers and college list updates held until released. */
function heldAnswers() {
  const { assistant, release } = heldAssistant(['askAboutStudent', 'updateCollegeList']);
  return { assistant, release: () => act(async () => release()) };
}

// The sample's conversations and notes are dated from the site's clock.
const today = new Date('2026-12-06T10:00:00Z');
const CONVERSATIONS = sampleConversations(today);
const COUNSELOR_NOTES = sampleCounselorNotes(today);
const clock = () => today;

function renderCheckIn(props: CounselorCheckInProps = {}, assistant?: Assistant) {
  const user = userEvent.setup();
  const view = render(
    <PuenteProvider theme="light" delays={NO_DELAYS} assistant={assistant} clock={clock}>
      <main>
        <CounselorCheckIn {...props} />
      </main>
    </PuenteProvider>,
  );
  return { user, ...view };
}

const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });
const card = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.restoreAllMocks();
});

// Dialogs of seven cards and axe runs take seconds on a busy machine.
describe('counselor check-in', { timeout: 20_000 }, () => {
  // Acting faster than a chunk arrives; the ui kit's own tests cover its parts before theirs.
  beforeAll(() => Promise.all([preloadBehaviours(), CollegeProfile.preload()]));

  it('is Check-In #2 by default, Check-In #1 on request, with Back to Dashboard', async () => {
    const onBackToDashboard = vi.fn();
    const { user, unmount } = renderCheckIn({ dashboardHref: '/', onBackToDashboard });
    expect(screen.getByRole('heading', { level: 1, name: 'Check-In #2' })).toBeVisible();
    expect(screen.getByText('Student profile review and pre-meeting assessment')).toBeVisible();
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back).toHaveAttribute('href', '/');
    await user.click(back);
    expect(onBackToDashboard).toHaveBeenCalledOnce();
    unmount();

    renderCheckIn({ checkIn: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Check-In #1' })).toBeVisible();
    expect(screen.getByRole('heading', { name: COUNSELOR_STUDENT.name })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the student card: grade, school, GPA, profile lines, activities and test scores', async () => {
    const { container } = renderCheckIn();
    const student = card(COUNSELOR_STUDENT.name);
    expect(within(student).getByText(COUNSELOR_STUDENT.grade)).toBeVisible();
    expect(within(student).getByText(COUNSELOR_STUDENT.school)).toBeVisible();
    expect(within(student).getByText(COUNSELOR_STUDENT.gpa)).toBeVisible();
    expect(within(student).getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    for (const heading of [
      'Aspirations',
      'Interests',
      'Background',
      'Extracurricular Activities',
      'Test Scores',
    ]) {
      expect(within(student).getByRole('heading', { name: heading })).toBeVisible();
    }
    expect(within(student).getByText('Robotics Club (captain)')).toBeVisible();
    expect(within(student).getByText('1420')).toBeVisible();
    expect(within(student).getByText('31')).toBeVisible();
    expect(
      within(student).getAllByRole('button', { name: /^Show in conversation: / }),
    ).toHaveLength(7);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links a profile line to the Exploring Interests conversation: Scripts tab, first message highlighted and scrolled to smoothly', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
      options,
    ) {
      scrolled(this.textContent, options);
    });
    const { user, container } = renderCheckIn();
    const student = card(COUNSELOR_STUDENT.name);
    await user.click(
      within(student).getByRole('button', {
        name: 'Show in conversation: Biology and human anatomy',
      }),
    );

    expect(within(student).getByRole('tab', { name: 'Scripts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const interests = CONVERSATIONS.find((script) => script.id === 'interests');
    if (!interests) throw new Error('no Exploring Interests conversation');
    // The Scripts tab's panel loads with the tab: wait for it as a user would.
    expect(
      await within(student).findByRole('button', { name: /Exploring Interests/ }),
    ).toHaveAttribute('aria-current', 'true');
    const transcript = within(student).getByRole('region', {
      name: 'Exploring Interests transcript',
    });
    const messages = within(transcript).getAllByRole('listitem');
    expect(messages).toHaveLength(interests.content.length);
    expect(messages[0]).toHaveAttribute('aria-current', 'true');
    expect(messages.slice(1).filter((m) => m.hasAttribute('aria-current'))).toEqual([]);
    await waitFor(() =>
      expect(scrolled).toHaveBeenCalledWith(
        expect.stringContaining(interests.content[0]?.message ?? '?'),
        { behavior: 'smooth', block: 'center' },
      ),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists past conversations, highlights the selected one and shows its transcript with who said what', async () => {
    const { user } = renderCheckIn();
    const student = card(COUNSELOR_STUDENT.name);
    await user.click(within(student).getByRole('tab', { name: 'Scripts' }));
    const [first, second] = CONVERSATIONS;
    if (!first || !second) throw new Error('two conversations expected');

    expect(within(student).getByRole('button', { name: new RegExp(first.title) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(student).getByRole('button', { name: new RegExp(second.title) }));
    expect(
      within(student).getByRole('button', { name: new RegExp(first.title) }),
    ).not.toHaveAttribute('aria-current');
    const transcript = within(student).getByRole('region', { name: `${second.title} transcript` });
    const [opening, reply] = within(transcript).getAllByRole('listitem');
    expect(opening).toHaveTextContent(`AI${second.content[0]?.message}`);
    expect(reply).toHaveTextContent(`Sofía${second.content[1]?.message}`);
    expect(within(transcript).queryByRole('listitem', { current: true })).not.toBeInTheDocument();
  });

  it('opens the College Profile dialog with the student preferences', async () => {
    const { user } = renderCheckIn();
    await user.click(screen.getByRole('button', { name: 'College Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'College Profile for Sofía Ramírez' });
    expect(dialog).toHaveAccessibleDescription(
      'Based on student interests and academic performance',
    );
    for (const heading of [
      'Location Preference',
      'Campus Setting',
      'Fields of Study',
      'Budget Considerations',
      'Extracurricular Interests',
    ]) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeVisible();
    }
    const profile = within(dialog).getByRole('tabpanel', { name: 'College Profile' });
    expect(within(profile).getByText('Biomedical Engineering')).toBeVisible();
    expect(within(profile).getByText(/^Housing: /)).toBeVisible();
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('college list: match badges, admission-rate tooltip, suggestion toggle, and Update List with Updating...', async () => {
    const { assistant, release } = heldAnswers();
    const { user } = renderCheckIn({}, assistant);
    await user.click(screen.getByRole('button', { name: 'College Profile' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'College List' }));

    const cards = within(dialog).getAllByRole('article');
    expect(cards).toHaveLength(SUGGESTED_UNIVERSITIES.length);
    const cambridge = within(dialog).getByRole('article', { name: 'University of Cambridge' });
    expect(within(cambridge).getByText('Stretch option (High Achievement Target)')).toBeVisible();
    expect(within(cambridge).getByText('4%')).toBeVisible();
    expect(
      within(dialog).getByRole('article', { name: 'University of Bologna' }),
    ).toHaveTextContent('Safety option');
    expect(
      within(dialog).getByRole('article', { name: "King's College London" }),
    ).toHaveTextContent('Target option');
    expect(
      within(dialog).getByRole('article', { name: 'Imperial College London' }),
    ).toHaveTextContent('Reach option');

    const info = within(cambridge).getByRole('button', { name: /About the admission rate/ });
    await user.hover(info);
    // The dialog hides what lies outside it from assistive technology; the hint still reaches it as the button's description.
    await waitFor(() =>
      expect(info).toHaveAccessibleDescription('specific to the school, last 4 years'),
    );
    expect(screen.getByText('specific to the school, last 4 years')).toBeVisible();

    await user.click(
      within(cambridge).getByRole('button', { name: 'Add to Suggested Universities' }),
    );
    expect(within(cambridge).getByRole('button', { name: 'Added to Suggestions' })).toBeVisible();
    await user.click(within(cambridge).getByRole('button', { name: 'Added to Suggestions' }));
    expect(
      within(cambridge).getByRole('button', { name: 'Add to Suggested Universities' }),
    ).toBeVisible();

    const feedback = within(dialog).getByRole('textbox', { name: 'Have feedback for the list?' });
    expect(within(dialog).getByRole('button', { name: 'Update List' })).toBeDisabled();
    await user.type(feedback, '   ');
    expect(within(dialog).getByRole('button', { name: 'Update List' })).toBeDisabled();
    await user.clear(feedback);
    await user.type(feedback, 'More options in Scotland{Enter}');
    expect(within(dialog).getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(feedback).toBeDisabled();
    expect(await axeViolations(dialog)).toEqual([]);
    await release();
    expect(await within(dialog).findByRole('button', { name: 'Update List' })).toBeDisabled();
    expect(feedback).toHaveValue('');
    expect(feedback).toBeEnabled();
  });

  it('keeps the suggestions added when the dialog closes and opens again', async () => {
    const { user } = renderCheckIn();
    await user.click(screen.getByRole('button', { name: 'College Profile' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'College List' }));
    const edinburgh = within(dialog).getByRole('article', { name: 'University of Edinburgh' });
    await user.click(
      within(edinburgh).getByRole('button', { name: 'Add to Suggested Universities' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'College Profile' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'College List' }));
    expect(
      within(within(dialog).getByRole('article', { name: 'University of Edinburgh' })).getByRole(
        'button',
        { name: 'Added to Suggestions' },
      ),
    ).toBeVisible();
  });

  it('recommended content: items 1 and 2 Completed, item 3 toggles Assign / Assigned', async () => {
    const { user } = renderCheckIn();
    const content = card('AI-Recommended Content');
    const items = within(content).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Completed')).toBeVisible();
    expect(within(second).getByText('Completed')).toBeVisible();
    expect(within(third).queryByText('Completed')).not.toBeInTheDocument();

    await user.click(within(third).getByRole('button', { name: 'Assign' }));
    expect(within(third).getByRole('button', { name: 'Assigned' })).toBeVisible();
    await user.click(within(third).getByRole('button', { name: 'Assigned' }));
    expect(within(third).getByRole('button', { name: 'Assign' })).toBeVisible();

    await user.click(within(third).getByRole('button', { name: /^Share link to / }));
    expect(await within(toastRegion()).findByText('Not available yet')).toBeVisible();
  });

  it('shows the counselor notes with their last update, and the AI insight', () => {
    renderCheckIn();
    const notes = card('Counselor Notes');
    expect(within(notes).getByRole('textbox', { name: 'Notes' })).toHaveValue(COUNSELOR_NOTES.text);
    expect(within(notes).getByText('Last updated: 29 Nov 2026')).toBeVisible();
    for (const name of ['Share', 'Save', 'Save Notes']) {
      expect(within(notes).getByRole('button', { name })).toBeEnabled();
    }
    const insights = card('AI Insights');
    expect(within(insights).getByRole('heading', { name: AI_INSIGHT.title })).toBeVisible();
    expect(within(insights).getByText(AI_INSIGHT.description)).toBeVisible();
  });
});

describe('Ask AI Assistant', { timeout: 20_000 }, () => {
  it('starts empty with example questions; an example fills the question box', async () => {
    const { user } = renderCheckIn();
    const ask = card('Ask AI Assistant');
    expect(within(ask).getByText('No questions yet')).toBeVisible();
    expect(within(ask).getByText(ASK_AI_FOOTNOTE)).toBeVisible();
    expect(within(ask).getByRole('button', { name: 'Ask' })).toBeDisabled();
    const box = within(ask).getByRole('textbox', { name: 'Ask a question about Sofía' });
    await user.click(within(ask).getByRole('button', { name: ASK_AI_EXAMPLE_QUESTIONS[1] }));
    expect(box).toHaveValue(ASK_AI_EXAMPLE_QUESTIONS[1]);
    expect(box).toHaveFocus();
    expect(within(ask).getByRole('button', { name: 'Ask' })).toBeEnabled();
  });

  it('thinks with the box disabled, then answers by keyword, keeping the history with Save and Share', async () => {
    const { assistant, release } = heldAnswers();
    const { user, container } = renderCheckIn({}, assistant);
    const ask = card('Ask AI Assistant');
    const box = within(ask).getByRole('textbox', { name: 'Ask a question about Sofía' });

    await user.type(box, 'Is pre-med realistic for her?{Enter}');
    expect(within(ask).getByRole('button', { name: 'Thinking...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(box).toBeDisabled();
    expect(within(ask).queryByText('No questions yet')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await release();
    const history = await within(ask).findByRole('list', { name: 'Questions and answers' });
    expect(within(history).getByText(/foundation year at a UK university/)).toBeVisible();
    expect(box).toBeEnabled();

    await user.type(box, 'What about robotics?');
    await user.click(within(ask).getByRole('button', { name: 'Ask' }));
    await release();
    await user.type(box, 'Where else could she apply?{Enter}');
    await release();

    const entries = await waitFor(() => {
      const items = within(history).getAllByRole('listitem');
      expect(items).toHaveLength(3);
      return items;
    });
    expect(entries[0]).toHaveTextContent('Is pre-med realistic for her?');
    expect(entries[1]).toHaveTextContent('What about robotics?');
    expect(entries[1]).toHaveTextContent(/Biomedical Engineering/);
    expect(entries[2]).toHaveTextContent(/Italian universities/);
    for (const entry of entries) {
      expect(within(entry).getByRole('button', { name: 'Save' })).toBeVisible();
      expect(within(entry).getByRole('button', { name: 'Share' })).toBeVisible();
    }
    await user.click(within(entries[0] as HTMLElement).getByRole('button', { name: 'Save' }));
    expect(await within(toastRegion()).findByText('Not available yet')).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends on Enter but not Shift+Enter, and never sends a blank question', async () => {
    const { user } = renderCheckIn();
    const ask = card('Ask AI Assistant');
    const box = within(ask).getByRole('textbox', { name: 'Ask a question about Sofía' });
    await user.type(box, '   {Enter}');
    expect(within(ask).getByText('No questions yet')).toBeVisible();
    await user.clear(box);
    await user.type(box, 'Robotics{Shift>}{Enter}{/Shift}programmes?');
    expect(box).toHaveValue('Robotics\nprogrammes?');
    expect(within(ask).getByText('No questions yet')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(await within(ask).findByText(/Biomedical Engineering at Imperial/)).toBeVisible();
    expect(box).toHaveValue('');
  });

  it('speaks Mexican Spanish: the student, the scripts and Ask AI', async () => {
    const user = userEvent.setup();
    render(
      <PuenteProvider theme="light" delays={NO_DELAYS} locale="es-MX" clock={clock}>
        <main>
          <CounselorCheckIn />
        </main>
      </PuenteProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sesión de seguimiento #2' }),
    ).toBeVisible();
    expect(screen.getByText('3.º de prepa (5.º o 6.º semestre)')).toBeVisible();
    expect(screen.getByText('Biología y anatomía humana')).toBeVisible();
    expect(screen.getByText('Club de Robótica (capitana)')).toBeVisible();
    expect(screen.queryByText('Biology and human anatomy')).toBeNull();

    // The canned answer comes in Spanish, with the student's name, for a Spanish example question.
    const ask = await screen.findByRole('region', { name: 'Pregúntale al asistente de IA' });
    await user.click(
      within(ask).getByRole('button', {
        name: '¿Qué programas van con su interés por la robótica?',
      }),
    );
    await user.click(within(ask).getByRole('button', { name: 'Preguntar' }));
    expect(await within(ask).findByText(/^Que Sofía dirija el club de robótica/)).toBeVisible();
    expect(within(ask).getByText(/Las respuestas se basan en el perfil/)).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Guiones' }));
    expect(await screen.findByRole('button', { name: /Conociéndote/ })).toHaveTextContent(
      '15 de noviembre de 2026',
    );
    expect(screen.getByText(/^¡Hola, Sofía! Estoy aquí para ayudarte/)).toBeVisible();
  });
});

describe('Ask AI with a model that streams', { timeout: 20_000 }, () => {
  /** A streaming assistant whose answer writes `first`, then waits to be told how it ends. */
  function streamingAssistant(first: string) {
    let finish: ((outcome: { answer?: string; error?: Error }) => void) | undefined;
    const assistant = {
      ...createCannedAssistant({ delays: NO_DELAYS }),
      streams: true as const,
      askAboutStudent: (_question, _student, options) =>
        new Promise<{ id: string }>((resolve, reject) => {
          if (first) options?.onText?.(first);
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
          finish = ({ answer, error }) =>
            error ? reject(error) : resolve({ id: answer ?? first });
        }),
    } satisfies Assistant & { streams: true };
    return {
      assistant,
      finish: (outcome: { answer?: string; error?: Error }) => finish?.(outcome),
    };
  }

  const askBox = () =>
    within(card('Ask AI Assistant')).getByRole('textbox', { name: 'Ask a question about Sofía' });

  it('shows the words as they come, then the answer, as text', async () => {
    const { assistant, finish } = streamingAssistant('She would');
    const { user } = renderCheckIn({}, assistant);
    await screen.findByRole('region', { name: 'Ask AI Assistant' });
    await user.type(askBox(), 'Robotics?{Enter}');
    const ask = card('Ask AI Assistant');
    expect(await within(ask).findByText('She would')).toBeVisible();
    act(() => finish({ answer: 'She would enjoy <b>robotics</b> {now}.' }));
    expect(await within(ask).findByText('She would enjoy <b>robotics</b> {now}.')).toBeVisible();
    expect(within(ask).queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument();
  });

  it('stops an answer and puts the question back in the box', async () => {
    const { assistant } = streamingAssistant('She');
    const { user } = renderCheckIn({}, assistant);
    await screen.findByRole('region', { name: 'Ask AI Assistant' });
    await user.type(askBox(), 'Robotics?{Enter}');
    const ask = card('Ask AI Assistant');
    await user.click(await within(ask).findByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(askBox()).toHaveValue('Robotics?'));
    expect(within(ask).queryByText('She')).not.toBeInTheDocument();
    expect(within(ask).getByText('No questions yet')).toBeVisible();
  });

  it('says kindly that a daily limit was reached, keeping the question', async () => {
    const { assistant, finish } = streamingAssistant('');
    const { user } = renderCheckIn({}, assistant);
    await screen.findByRole('region', { name: 'Ask AI Assistant' });
    await user.type(askBox(), 'Robotics?{Enter}');
    act(() => finish({ error: new AssistantError('It will be back in 5 hours.', 429, 18_000) }));
    await waitFor(() => expect(askBox()).toHaveValue('Robotics?'));
    expect(await within(toastRegion()).findByText('Daily limit reached')).toBeVisible();
    expect(within(toastRegion()).getByText('It will be back in 5 hours.')).toBeVisible();
  });

  it('says the daily limit in Spanish in a Spanish check-in', async () => {
    const { assistant, finish } = streamingAssistant('');
    const user = userEvent.setup();
    render(
      <PuenteProvider theme="light" delays={NO_DELAYS} assistant={assistant} locale="es-MX">
        <main>
          <CounselorCheckIn />
        </main>
      </PuenteProvider>,
    );
    const ask = await screen.findByRole('region', { name: 'Pregúntale al asistente de IA' });
    await user.type(within(ask).getByRole('textbox'), '¿Robótica?{Enter}');
    act(() => finish({ error: new AssistantError('Vuelve en 5 horas.', 429, 18_000) }));
    const toasts = screen.getByRole('region', { name: /Notificaciones/ });
    expect(await within(toasts).findByText('Se alcanzó el límite de hoy')).toBeVisible();
    expect(within(toasts).getByText('Vuelve en 5 horas.')).toBeVisible();
  });
});
