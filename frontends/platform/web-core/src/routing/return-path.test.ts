import { returnPathOf, safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/payment-methods', '/service-categories?category=basic-tech', '/helper/earnings#week', '/a/b?c=%2F%2Fevil'])(
    'keeps the relative path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/payment-methods',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /payment-methods',
    '/\t/evil.example',
    '/\n/evil.example',
    'payment-methods',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('returnPathOf and withReturnPath', () => {
  it('carries a safe path through a query and reads it back', () => {
    const path = withReturnPath('/user/sign-in', '/service-categories?category=basic-tech');
    expect(path).toBe('/user/sign-in?returnTo=%2Fservice-categories%3Fcategory%3Dbasic-tech');
    expect(returnPathOf(path.slice(path.indexOf('?')))).toBe('/service-categories?category=basic-tech');
    expect(withReturnPath('/user/sign-in?step=verify', '/dashboard')).toBe('/user/sign-in?step=verify&returnTo=%2Fdashboard');
  });

  it('adds nothing for an unsafe path, and reads nothing from one', () => {
    expect(withReturnPath('/user/sign-in', '//evil.example')).toBe('/user/sign-in');
    expect(returnPathOf('?returnTo=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(returnPathOf('?returnTo=javascript%3Aalert(1)')).toBeUndefined();
    expect(returnPathOf('')).toBeUndefined();
  });
});
