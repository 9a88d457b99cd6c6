import { redactUrl } from './url-redaction';

describe('redactUrl', () => {
  it('redacts coordinates, e-mail, tokens and codes in the query, whatever their case or encoding', () => {
    expect(redactUrl('/api/v1/call/findHelper?latitude=25.2048&longitude=55.2707&categoryId=tech')).toBe(
      '/api/v1/call/findHelper?latitude=[redacted]&longitude=[redacted]&categoryId=tech',
    );
    expect(redactUrl('/reset?Email=a%40b.co&code=123456&lang=ar')).toBe('/reset?Email=[redacted]&code=[redacted]&lang=ar');
    expect(redactUrl('/x?%65mail=a%40b.co&lat=1&LNG=2&lon=3')).toBe('/x?%65mail=[redacted]&lat=[redacted]&LNG=[redacted]&lon=[redacted]');
  });

  it('redacts the token of a recording link and keeps everything else as it was', () => {
    expect(redactUrl('/api/v1/recording/play/abc.def?download=1')).toBe('/api/v1/recording/play/[redacted]?download=1');
    expect(redactUrl('/api/v1/category/getNonSubCategories?page=2&flag')).toBe('/api/v1/category/getNonSubCategories?page=2&flag');
    expect(redactUrl('/x?bad=%E0%A4%A&%zz=1')).toBe('/x?bad=%E0%A4%A&%zz=1');
  });
});
