import { sniffFileType } from './file-type';
import { onePagePdf } from './one-page-pdf';

describe('onePagePdf', () => {
  const pdf = onePagePdf(['Demo ID card', 'Helpwire (all-in-one) — not a real document']);
  const text = pdf.toString('latin1');

  it('is a PDF by its content', () => {
    expect(sniffFileType(pdf)).toBe('application/pdf');
    expect(text.endsWith('%%EOF\n')).toBe(true);
  });

  it('points its cross-reference table at the real objects', () => {
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });

  it('escapes PDF string syntax and keeps only printable ASCII', () => {
    expect(text).toContain('(Helpwire \\(all-in-one\\) ? not a real document)');
  });
});
