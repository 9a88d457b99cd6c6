/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { guardDecision } from './RoleGuard';

describe('guardDecision (spec §4, §6)', () => {
  it.each(['user', 'helper'] as const)('without a role, a %s page asks to sign in', (required) => {
    expect(guardDecision(required, null)).toBe('sign-in');
    expect(guardDecision(required, '')).toBe('sign-in');
  });

  it.each(['ADMIN', 'admin', 'SUPERUSER'])('role %s is not allowed', (role) => {
    expect(guardDecision('user', role)).toBe('not-allowed');
    expect(guardDecision('helper', role)).toBe('not-allowed');
  });

  it('a helper on a user page goes to the helper area', () => {
    expect(guardDecision('user', 'HELPER')).toBe('to-helper');
  });

  it('a user on a helper page goes home', () => {
    expect(guardDecision('helper', 'USER')).toBe('to-home');
  });

  it.each([
    ['user', 'USER'],
    ['user', 'user'],
    ['helper', 'HELPER'],
    ['helper', 'Helper'],
  ] as const)('a %s page allows role %s (case-insensitive)', (required, role) => {
    expect(guardDecision(required, role)).toBe('allow');
  });
});
