import { describe, expect, it } from 'vitest';
import { parseRequirements } from './requirements';

const requirements = 'IELTS 5.5 (no section below 5.5), High School 85%, Math 80%, Science 80%';

describe('parseRequirements', () => {
  it('reads the four thresholds of a catalogue requirements text', () => {
    expect(parseRequirements(requirements)).toEqual({
      ielts: 5.5,
      highSchool: 85,
      math: 80,
      science: 80,
    });
  });

  it.each([
    [
      'IELTS overall 6.0 with 5.5 in each component; Mathematics 70%, Sciences 65%, high-school average of 82%',
      { ielts: 6, highSchool: 82, math: 70, science: 65 },
    ],
    ['ielts 6,5 · High School: 8.5% · Maths: 75 %', { ielts: 6.5, highSchool: 8.5, math: 75 }],
    ['High School 80%, Maths and Science 70%', { highSchool: 80, math: 70, science: 70 }],
    ['Computer Science applicants need Math 80%', { math: 80, science: null }],
    ['IELTS 5.5 (min 5.0 writing, all others 4.5+), High School 75%', { ielts: 5.5 }],
    ['No set requirements', { ielts: null, highSchool: null, math: null, science: null }],
    ['Math 150%, IELTS 12', { math: null, ielts: null }],
  ])('reads %j', (text, expected) => {
    expect(parseRequirements(text)).toMatchObject(expected);
  });
});
