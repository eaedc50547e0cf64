import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('is "First Last", or whichever half there is', () => {
    expect(personName({ firstName: 'Luz', lastName: 'Treviño', username: 'luz27' })).toBe(
      'Luz Treviño',
    );
    expect(personName({ firstName: 'Luz', lastName: null, username: 'luz27' })).toBe('Luz');
    expect(personName({ firstName: null, lastName: 'Treviño', username: 'luz27' })).toBe('Treviño');
  });

  it('is the username when the account has no name', () => {
    expect(personName({ firstName: null, lastName: '', username: 'luz27' })).toBe('luz27');
    expect(personName({ username: 'luz27' })).toBe('luz27');
  });
});
