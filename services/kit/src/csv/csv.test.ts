import { csvCell, csvDocument, csvFileName } from './csv';

describe('CSV for operators', () => {
  it('quotes a cell with a comma, quote or line break, and defuses a formula', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1 555')).toBe("'+1 555");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('writes the header, then the rows, with CRLF line ends, and names the file by the time', () => {
    expect(
      csvDocument(
        ['email', 'language'],
        [
          ['a@x.com', 'en'],
          ['-b@x.com', 'ar'],
        ],
      ),
    ).toBe("email,language\r\na@x.com,en\r\n'-b@x.com,ar\r\n");
    expect(csvFileName('newsletter', new Date('2026-12-07T10:05:09Z'))).toBe('helpwire-newsletter-20261207-1005.csv');
  });
});
