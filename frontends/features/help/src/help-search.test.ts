import { normalise, search } from './help-search';

const entries = [
  { title: 'Paying for calls and the tab', text: 'Short calls are gathered on your tab.' },
  { title: 'Withdrawals', text: 'Earnings become available 72 hours after the call.' },
  { title: 'الدفع مقابل المكالمات والحساب المؤجل', text: 'تُجمع المكالمات القصيرة في حسابك المؤجّل.' },
];

describe('the help search', () => {
  it('finds the entries holding every word, whatever the case', () => {
    expect(search(entries, 'TAB calls').map((e) => e.title)).toEqual(['Paying for calls and the tab']);
    expect(search(entries, '72 hours')).toHaveLength(1);
    expect(search(entries, 'tab withdrawals')).toEqual([]);
  });

  it('finds Arabic text without its short vowels and with the letters typed either way', () => {
    expect(search(entries, 'المؤجل').map((e) => e.title)).toEqual(['الدفع مقابل المكالمات والحساب المؤجل']);
    expect(search(entries, 'مكالمات القصيره')).toHaveLength(1);
    expect(normalise('إآأ')).toBe('ااا');
  });

  it('an empty query keeps every entry', () => {
    expect(search(entries, '  ')).toHaveLength(3);
  });
});
