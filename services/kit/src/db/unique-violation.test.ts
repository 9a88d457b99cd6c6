import { isUniqueViolation, uniqueViolationConstraint } from './unique-violation';

describe('isUniqueViolation', () => {
  const pgError = Object.assign(new Error('duplicate key value violates unique constraint "accounts_email_unique"'), {
    code: '23505',
    constraint: 'accounts_email_unique',
  });

  it('recognises the error, also wrapped as drizzle wraps it', () => {
    expect(isUniqueViolation(pgError)).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError }))).toBe(true);
  });

  it('names the constraint', () => {
    expect(uniqueViolationConstraint(new Error('Failed query', { cause: pgError }))).toBe('accounts_email_unique');
    expect(uniqueViolationConstraint(Object.assign(new Error('dup'), { code: '23505' }))).toBe('');
    expect(uniqueViolationConstraint(new Error('x'))).toBeNull();
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(Object.assign(new Error('fk'), { code: '23503' }))).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});
