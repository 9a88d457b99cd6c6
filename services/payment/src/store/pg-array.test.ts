import { arrayLiteral } from './pg-array';

describe('arrayLiteral', () => {
  it('quotes every value, escapes quotes and backslashes, and writes NULL for null', () => {
    expect(arrayLiteral(['a', 'b,c', 'say "hi"', 'back\\slash', null, ''])).toBe('{"a","b,c","say \\"hi\\"","back\\\\slash",NULL,""}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
