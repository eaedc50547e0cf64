import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/catalog';
import { createI18n } from '../i18n/create-i18n';
import { type Message, sayMessage } from '../i18n/message';
import { catalog as dashboardsCatalog } from '../locales/dashboards';
import {
  ADVISOR_ACTION_ITEMS,
  ADVISOR_STUDENTS,
  AG_REVIEW_STUDENTS,
  advisorStudentProfile,
  DEFAULT_CAMPAIGN_QUESTIONS,
  DEFAULT_REMINDER_TEMPLATE,
  fillReminder,
  REMINDER_RECIPIENTS,
} from './advisor';
import { advisorToasts } from './advisor-toasts';

describe('advisor sample', () => {
  it('has the five SPEC alerts with their counts, severities and actions', () => {
    expect(
      ADVISOR_ACTION_ITEMS.map(({ title, count, severity, actionLabel }) => [
        title,
        count,
        severity,
        actionLabel,
      ]),
    ).toEqual([
      ['A-G Requirements', 15, 'high', 'Review Cases'],
      ['Scheduling', 17, 'medium', 'Open in Synergy'],
      ['Attendance and Grades', 4, 'medium', 'Review Patterns'],
      ['College Essay Drafts', 6, 'medium', 'Send Reminder'],
      ['SAT Scores', 5, 'medium', 'Review Scores'],
    ]);
  });

  it('has 10 students, 6 reminder recipients, 15 A-G cases and 2 campaign questions', () => {
    expect(ADVISOR_STUDENTS).toHaveLength(10);
    expect(new Set(ADVISOR_STUDENTS.map((s) => s.pathway))).toEqual(
      new Set(['US', 'UK', 'Japan', 'Europe', 'Other']),
    );
    expect(ADVISOR_STUDENTS.every((s) => s.engagementScore >= 0 && s.engagementScore <= 100)).toBe(
      true,
    );
    expect(REMINDER_RECIPIENTS).toHaveLength(6);
    expect(AG_REVIEW_STUDENTS).toHaveLength(15);
    expect(DEFAULT_CAMPAIGN_QUESTIONS).toHaveLength(2);
  });

  it('gives each student the shared profile under their own name and pathway', () => {
    const diego = ADVISOR_STUDENTS.find((s) => s.name === 'Diego Hernández');
    if (!diego) throw new Error('sample student missing');
    const profile = advisorStudentProfile(diego);
    expect(profile).toMatchObject({
      name: 'Diego Hernández',
      pathway: 'UK',
      email: 'diego.hernandez@lincolnintl.edu',
    });
    expect(profile.testScores).toEqual(
      advisorStudentProfile(ADVISOR_STUDENTS[0] ?? diego).testScores,
    );
  });

  it('fills every name placeholder of a reminder', () => {
    expect(fillReminder('Hi {studentName}, yes you, {studentName}!', 'Aiko')).toBe(
      'Hi Aiko, yes you, Aiko!',
    );
    const filled = fillReminder(DEFAULT_REMINDER_TEMPLATE, 'Lucas Moreau');
    expect(filled).toMatch(/^Hi Lucas Moreau,/);
    expect(filled).toContain('gentle reminder');
    expect(filled).not.toContain('{studentName}');
    expect(fillReminder('No placeholder here', 'Aiko')).toBe('No placeholder here');
  });

  it('words the placeholder toasts with their counts and names, in either language', async () => {
    const english = createI18n('en-GB');
    const spanish = createI18n('es-MX');
    await loadCatalog(spanish, dashboardsCatalog, 'es-MX');
    const say = (i18n: typeof english, text: string | Message) =>
      typeof text === 'string' ? i18n._(text) : sayMessage((id, v) => i18n._(id, v), text);

    expect(advisorToasts.reminderSent(6).title).toBe('Reminder sent successfully');
    expect(say(english, advisorToasts.reminderSent(6).description)).toBe(
      'Reminder sent to 6 students.',
    );
    expect(say(english, advisorToasts.reminderSent(1).description)).toBe(
      'Reminder sent to 1 student.',
    );
    expect(say(english, advisorToasts.campaignLaunched(1).description)).toBe(
      'Campaign with 1 question sent to students.',
    );
    expect(say(english, advisorToasts.openingTranscript('Zoe Williams').description)).toBe(
      'Opening the transcript for Zoe Williams.',
    );
    expect(say(spanish, advisorToasts.reminderSent(1).description)).toBe(
      'Recordatorio enviado a 1 estudiante.',
    );
    expect(say(spanish, advisorToasts.campaignLaunched(3).description)).toBe(
      'Campaña con 3 preguntas enviada a los estudiantes.',
    );
  });
});
