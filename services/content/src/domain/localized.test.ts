import { contentLanguage, pick } from './localized';

describe('content language', () => {
  it.each([
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['AR', 'ar'],
    ['ar;q=0.9,en', 'ar'],
    ['en', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['arabic', 'en'],
  ])('accept-language %p reads as %p', (header, expected) => {
    expect(contentLanguage(header)).toBe(expected);
  });

  it('falls back to English when a translation is missing or blank', () => {
    expect(pick({ en: 'Hello', ar: 'مرحبا' }, 'ar')).toBe('مرحبا');
    expect(pick({ en: 'Hello', ar: '  ' }, 'ar')).toBe('Hello');
    expect(pick({ en: 'Hello', ar: '' }, 'ar')).toBe('Hello');
  });
});
