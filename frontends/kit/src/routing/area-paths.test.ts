import { areaOf } from './area-paths';

describe('areaOf: which area owns a route (spec §2)', () => {
  it.each(['/', '/services', '/about-us', '/subscription', '/faq', '/contact-us', '/video-details', '/privacy-policy', '/terms-and-conditions'])(
    'public route %s belongs to the public area',
    (path) => {
      expect(areaOf(path)).toBe('public');
    },
  );

  it.each([
    '/helper',
    '/helper/dashboard',
    '/helper/profile-management',
    '/helper/earnings',
    '/helper/dispute',
    '/helper/call-history',
    '/helper/payment-information',
    '/helper/notification',
    '/helper/recording',
    '/helper/help',
    '/helper/withdrawal',
    '/helper/analytics-and-insights',
  ])('helper route %s belongs to the helper area', (path) => {
    expect(areaOf(path)).toBe('helper');
  });

  it.each([
    '/dashboard',
    '/notifications',
    '/profile-management',
    '/recording',
    '/subscribed-plan',
    '/payment-methods',
    '/transaction-history',
    '/call-history',
    '/help',
    '/service-categories',
    '/dispute',
    '/user',
  ])('user route %s belongs to the user area', (path) => {
    expect(areaOf(path)).toBe('user');
  });

  it.each(['/sign-in', '/sign-up', '/forgot-password', '/user/sign-in', '/user/sign-up', '/helper/sign-in', '/helper/sign-up', '/auth/callback'])('auth route %s belongs to the auth area', (path) => {
    expect(areaOf(path)).toBe('auth');
  });

  it('ignores trailing slashes', () => {
    expect(areaOf('/services/')).toBe('public');
    expect(areaOf('/helper/earnings/')).toBe('helper');
    expect(areaOf('/dashboard//')).toBe('user');
    expect(areaOf('/user/sign-up/')).toBe('auth');
  });

  it('sends unknown paths to the friendly 404 ("none")', () => {
    expect(areaOf('/does-not-exist')).toBe('none');
    expect(areaOf('/helper/unknown')).toBe('none');
    expect(areaOf('/pricing')).toBe('none');
    expect(areaOf('/helper/notifications')).toBe('none');
  });
});
