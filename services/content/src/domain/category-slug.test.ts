import { slugOf } from './category-slug';

describe('a new specialty’s slug', () => {
  it('is the English name in lower case with dashes, accents dropped; "specialty" when nothing is Latin', () => {
    expect(slugOf('  Wi-Fi & Routers ')).toBe('wi-fi-routers');
    expect(slugOf('Café repairs')).toBe('cafe-repairs');
    expect(slugOf('دروس')).toBe('specialty');
    expect(slugOf('x'.repeat(100))).toHaveLength(80);
  });
});
