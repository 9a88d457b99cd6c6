import { subjectMatches } from './subject-match';

describe('subjectMatches', () => {
  it.each([
    ['helpwire.content.contact_received', 'helpwire.content.contact_received', true],
    ['helpwire.content.*', 'helpwire.content.contact_received', true],
    ['helpwire.*', 'helpwire.content.contact_received', false],
    ['helpwire.>', 'helpwire.content.contact_received', true],
    ['helpwire.>', 'helpwire', false],
    ['helpwire.call.ended', 'helpwire.content.contact_received', false],
    ['helpwire.content.contact_received.x', 'helpwire.content.contact_received', false],
  ])('%s matches %s: %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
