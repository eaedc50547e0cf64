import { describe, expect, it } from 'vitest';
import { systemPrompt } from './system';

describe('the system prompt', () => {
  const prompt = systemPrompt('es-MX', ['The task.']);

  it('keeps to the product’s scope and ends with the feature’s task', () => {
    expect(prompt).toContain('studying in the UK');
    expect(prompt).toContain('Politely decline anything else');
    expect(prompt.endsWith('The task.')).toBe(true);
  });

  it('declines to write a whole statement to submit as the student’s own', () => {
    expect(prompt).toContain('Never write a whole personal statement');
  });

  it('points a student in distress to a person and a helpline', () => {
    expect(prompt).toContain('school counselor');
    expect(prompt).toContain('Línea de la Vida 800 911 2000');
  });

  it('answers in plain text in the asker’s language', () => {
    expect(prompt).toContain('without HTML');
    expect(prompt).toContain('Answer in Mexican Spanish (es-MX).');
    expect(systemPrompt('en-GB', [])).toContain('Answer in British English (en-GB).');
  });
});
