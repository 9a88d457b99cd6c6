import { CALL_REFERENCE, newCallReference } from './call-reference';

describe('call reference ids', () => {
  it('are HW- and 10 Crockford base32 characters, different each time', () => {
    const ids = Array.from({ length: 2000 }, newCallReference);
    for (const id of ids) expect(id).toMatch(CALL_REFERENCE);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.join('')).not.toMatch(/[ILOU]/);
  });
});
