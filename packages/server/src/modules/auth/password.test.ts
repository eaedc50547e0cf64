import { describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_SCRYPT } from './password';

describe('password hashing', () => {
  it("hashes with OWASP's scrypt cost into a self-describing string", async () => {
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{86}$/);
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horsf', stored)).toBe(false);
    expect(OWASP_SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it('salts every hash', async () => {
    const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('verifies a hash made with other parameters, so the cost can change', async () => {
    const old = await createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('pässword');
    const current = createPasswordHasher({ N: 2 ** 11, r: 8, p: 2 });
    expect(await current.verify('pässword', old)).toBe(true);
    // Unicode is compared after NFC normalisation: a composed ä matches a decomposed one.
    expect(await current.verify('pa\u0308ssword', old)).toBe(true);
  });

  it('answers false for anything that is not one of its hashes', async () => {
    const hasher = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
    for (const stored of ['', 'plain', '$scrypt$ln=40,r=8,p=1$AAAA$AAAA', '$argon2id$v=19$x']) {
      expect(await hasher.verify('plain', stored)).toBe(false);
    }
    expect(await hasher.verifyNobody('anything')).toBe(false);
  });
});
