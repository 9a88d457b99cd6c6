import { AppError } from '@helpwire/service-kit';
import { takenFieldError } from './taken-texts';

describe('takenFieldError', () => {
  const violation = (constraint: string) => new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505', constraint }) });

  it('answers a lost race on a unique account field with the same 409 text as the pre-check', () => {
    const error = takenFieldError(violation('accounts_email_unique'));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'ALREADY_EXISTS', message: 'An account with this email already exists' });
    expect(takenFieldError(violation('accounts_username_unique'))).toMatchObject({ message: 'This username is taken' });
    expect(takenFieldError(violation('accounts_phone_unique'))).toMatchObject({ message: 'An account with this phone number already exists' });
  });

  it('passes any other error through unchanged', () => {
    const other = violation('sessions_pkey');
    expect(takenFieldError(other)).toBe(other);
    const plain = new Error('boom');
    expect(takenFieldError(plain)).toBe(plain);
  });
});
