/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { guardDecision } from './RoleGuard';

describe('guardDecision (spec §4, §6)', () => {
  it.each(['user', 'helper'] as const)('without a role, a %s page asks to sign in', (required) => {
    expect(guardDecision(required, null)).toBe('sign-in');
    expect(guardDecision(required, '')).toBe('sign-in');
  });

  it.each(['SUPERUSER', 'guest'])('role %s is not allowed', (role) => {
    expect(guardDecision('user', role)).toBe('not-allowed');
    expect(guardDecision('helper', role)).toBe('not-allowed');
    expect(guardDecision('admin', role)).toBe('not-allowed');
  });

  it.each(['ADMIN', 'admin'])('an admin (%s) is allowed in the admin console only, and goes home from a user or helper page (no sign-out)', (role) => {
    expect(guardDecision('admin', role)).toBe('allow');
    expect(guardDecision('user', role)).toBe('to-home');
    expect(guardDecision('helper', role)).toBe('to-home');
  });

  it('a user or helper on an admin page goes to their own home', () => {
    expect(guardDecision('admin', 'USER')).toBe('to-home');
    expect(guardDecision('admin', 'HELPER')).toBe('to-helper');
  });

  it('without a role, an admin page asks to sign in', () => {
    expect(guardDecision('admin', null)).toBe('sign-in');
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
