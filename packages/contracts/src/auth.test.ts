import type { z } from 'zod';
import {
  AuthTexts,
  availabilityBody,
  changePasswordBody,
  contactBody,
  forgotPasswordBody,
  forgotPasswordForm,
  helperSignUpBody,
  identifierKind,
  isValidPhone,
  loginBody,
  noAccountForRole,
  normalizePhone,
  profileUpdateBody,
  resendOtpBody,
  resetPasswordBody,
  resetPasswordForm,
  roleSwitchedText,
  signUpBody,
  switchRoleBody,
  verifyOtpBody,
  verifyOtpForm,
  type HelperSignUpBody,
  type ProfileUpdateBody,
  type SignUpBody,
  type SwitchRoleBody,
} from './auth';
import { UPLOAD_RULES, uploadError } from './files';
import * as contracts from './index';

/** The messages of a failed parse, by dotted path ("" for the root). */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, parsed ${JSON.stringify(result.data)}`);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

/** The messages at one path of a failed parse. */
const errorsAt = (schema: z.ZodType, input: unknown, path: string) => errors(schema, input)[path] ?? [];

function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected success, got ${JSON.stringify(result.error.issues)}`);
  return result.data;
}

const validProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.love_1',
  email: 'ada@example.com',
  gender: 'Female',
  languages: [{ label: 'English', value: 'en' }],
  categories: [{ label: 'Computers', value: 'computers' }],
  location: { latitude: 51.5, longitude: -0.12, address: '1 Main Street, London' },
  bio: 'Happy to help.',
  genderPreference: 'NO_PREFERENCE',
};

const validSignUp = { ...validProfile, password: 'Abc12!', confirmPassword: 'Abc12!', acceptTerms: true };
const ID_CARD = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const DOC = '0b1c2d3e-4f50-4a6b-8c7d-8e9f0a1b2c3d';
const validHelperSignUp = { ...validSignUp, phone: '+44 7700 900123', idCard: ID_CARD, documents: [DOC] };
const validProfileUpdate = { ...validProfile, phone: '+447700900123' };

describe('spec texts', () => {
  it('keeps the texts the spec quotes verbatim', () => {
    expect(AuthTexts.invalidPhone).toBe('Invalid phone number');
    expect(AuthTexts.mustAcceptTerms).toBe('You must accept terms and conditions');
    expect(AuthTexts.mustBeEmail).toBe('Must be email');
    expect(AuthTexts.pleaseVerifyEmail).toBe('Please verify your email');
    expect(AuthTexts.roleNotAllowed).toBe('Role not allowed');
    expect(AuthTexts.onlyPdf).toBe('Only PDF files are allowed');
    expect(AuthTexts.invalidCredentials).toBe('Invalid email or password');
  });

  it('names the missing role account', () => {
    expect(noAccountForRole('USER')).toBe('No account found for this role USER');
    expect(noAccountForRole('HELPER')).toBe('No account found for this role HELPER');
    expect(roleSwitchedText('HELPER')).toBe('Helper login successfully');
    expect(roleSwitchedText('USER')).toBe('User login successfully');
  });

  it('is exported from the package index', () => {
    expect(contracts.signUpBody).toBe(signUpBody);
    expect(contracts.AuthTexts).toBe(AuthTexts);
    expect(contracts.UPLOAD_RULES.DOCUMENT.maxBytes).toBe(10 * 1024 * 1024);
  });
});

describe('helper documents', () => {
  const max = UPLOAD_RULES.DOCUMENT.maxBytes;
  it('accepts PDFs up to 10 MB', () => {
    expect(uploadError('DOCUMENT', { mimeType: 'application/pdf', size: max })).toBeNull();
  });
  it('refuses other types with "Only PDF files are allowed"', () => {
    expect(uploadError('DOCUMENT', { mimeType: 'image/png', size: 10 })).toBe('Only PDF files are allowed');
  });
  it('refuses files over 10 MB', () => {
    expect(uploadError('DOCUMENT', { mimeType: 'application/pdf', size: max + 1 })).toBe(AuthTexts.documentTooLarge);
  });
  it('refuses empty files', () => {
    expect(uploadError('DOCUMENT', { mimeType: 'application/pdf', size: 0 })).toBe('The file is empty');
  });
  it('accepts an ID card as PDF or image and a picture only as an image', () => {
    expect(uploadError('ID_CARD', { mimeType: 'image/png', size: 10 })).toBeNull();
    expect(uploadError('ID_CARD', { mimeType: 'image/gif', size: 10 })).toBe('The ID card must be a PDF, JPEG or PNG file');
    expect(uploadError('PROFILE_PICTURE', { mimeType: 'application/pdf', size: 10 })).toBe('Only JPEG, PNG or WebP images are allowed');
    expect(uploadError('PROFILE_PICTURE', { mimeType: 'image/webp', size: 5 * 1024 * 1024 + 1 })).toBe('The picture must be at most 5 MB');
  });
});

describe('signUpBody (USER)', () => {
  it('accepts a complete sign-up without a phone', () => {
    const body = parsed(signUpBody, validSignUp);
    expect(body.phone).toBeUndefined();
    expect(body.acceptTerms).toBe(true);
  });

  it('treats an empty or null phone as absent', () => {
    expect(parsed(signUpBody, { ...validSignUp, phone: '' }).phone).toBeUndefined();
    expect(parsed(signUpBody, { ...validSignUp, phone: '   ' }).phone).toBeUndefined();
    expect(parsed(signUpBody, { ...validSignUp, phone: null }).phone).toBeUndefined();
  });

  it('signs up by e-mail unless the contact type says phone', () => {
    expect(parsed(signUpBody, validSignUp).contactType).toBe('email');
    const { email: _email, ...withoutEmail } = validSignUp;
    expect(errors(signUpBody, withoutEmail)).toEqual({ email: ['Email is required'] });
    expect(errorsAt(signUpBody, { ...validSignUp, contactType: 'fax' }, 'contactType')).toEqual([AuthTexts.contactTypeInvalid]);
  });

  it('signs up by phone: phone required, no e-mail (a phone-only account)', () => {
    const { email: _email, ...withoutEmail } = validSignUp;
    const body = parsed(signUpBody, { ...withoutEmail, contactType: 'phone', phone: '+971-52-4591783' });
    expect(body).toMatchObject({ contactType: 'phone', phone: '+971-52-4591783' });
    expect(body.email).toBeUndefined();
    expect(errors(signUpBody, { ...withoutEmail, contactType: 'phone', email: '' })).toEqual({ phone: ['Phone number is required'] });
    expect(errors(signUpBody, { ...withoutEmail, contactType: 'phone', phone: '12345' })).toEqual({ phone: ['Invalid phone number'] });
    expect(errors(signUpBody, { ...validSignUp, contactType: 'phone', phone: '+971524591783' })).toEqual({ email: [AuthTexts.noEmailWithPhoneSignUp] });
  });

  it("reports the missing contact beside the other fields' errors", () => {
    expect(errorsAt(signUpBody, { contactType: 'phone' }, 'phone')).toEqual(['Phone number is required']);
    expect(errorsAt(signUpBody, {}, 'email')).toEqual(['Email is required']);
  });

  it('checks a phone when one is given', () => {
    expect(parsed(signUpBody, { ...validSignUp, phone: ' +12345678901 ' }).phone).toBe('+12345678901');
    expect(errorsAt(signUpBody, { ...validSignUp, phone: '12345678901' }, 'phone')).toEqual(['Invalid phone number']);
  });

  it('trims and lower-cases the e-mail, trims names and username', () => {
    const body = parsed(signUpBody, {
      ...validSignUp,
      email: '  Ada@Example.COM ',
      firstName: ' Ada ',
      lastName: ' Lovelace ',
      username: '  ada.love_1 ',
    });
    expect(body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', username: 'ada.love_1' });
  });

  it('strips unknown keys such as a role', () => {
    const body = parsed(signUpBody, { ...validSignUp, role: 'ADMIN', isVerified: true });
    expect(body).not.toHaveProperty('role');
    expect(body).not.toHaveProperty('isVerified');
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['username', 'Username is required'],
    ['email', 'Email is required'],
    ['gender', 'Gender is required'],
    ['password', 'Password is required'],
    ['confirmPassword', 'Confirm password is required'],
    ['languages', 'Select at least one language'],
    ['categories', 'Select at least one category'],
    ['location', 'Location is required'],
    ['acceptTerms', 'You must accept terms and conditions'],
  ])('requires %s ("%s")', (field, text) => {
    const { [field]: _omitted, ...rest } = validSignUp as Record<string, unknown>;
    expect(errorsAt(signUpBody, rest, field)).toEqual([text]);
  });

  it.each(['firstName', 'lastName', 'username'])('rejects a blank %s', (field) => {
    expect(errorsAt(signUpBody, { ...validSignUp, [field]: '   ' }, field)).toHaveLength(1);
  });

  it('caps name lengths', () => {
    expect(errorsAt(signUpBody, { ...validSignUp, firstName: 'a'.repeat(101) }, 'firstName')).toEqual([AuthTexts.firstNameTooLong]);
    expect(errorsAt(signUpBody, { ...validSignUp, lastName: 'a'.repeat(101) }, 'lastName')).toEqual([AuthTexts.lastNameTooLong]);
  });

  describe('username', () => {
    it.each(['ada', 'Ada.Love', 'ada_love', 'a1.b2_c3', '123'])('accepts %s', (username) => {
      expect(signUpBody.safeParse({ ...validSignUp, username }).success).toBe(true);
    });
    it.each(['bad name', 'ada-love', 'ada@love', 'adá', 'ada!'])('rejects %s', (username) => {
      expect(errorsAt(signUpBody, { ...validSignUp, username }, 'username')).toEqual(['Username may contain only letters, numbers, dots and underscores']);
    });
    it('caps the length', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, username: 'a'.repeat(51) }, 'username')).toEqual([AuthTexts.usernameTooLong]);
    });
  });

  describe('email', () => {
    it.each(['not-an-email', 'ada@', '@example.com'])('rejects %s with "Must be email"', (email) => {
      expect(errorsAt(signUpBody, { ...validSignUp, email }, 'email')).toEqual(['Must be email']);
    });
    it('rejects a blank email as required', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, email: '  ' }, 'email')).toEqual(['Email is required']);
    });
  });

  describe('gender', () => {
    it.each(['Male', 'Female', 'OTHER'])('accepts %s', (gender) => {
      expect(parsed(signUpBody, { ...validSignUp, gender }).gender).toBe(gender);
    });
    it.each(['male', 'other', 'X'])('rejects %s', (gender) => {
      expect(errorsAt(signUpBody, { ...validSignUp, gender }, 'gender')).toEqual([AuthTexts.genderInvalid]);
    });
    it('treats an empty gender as missing', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, gender: '' }, 'gender')).toEqual(['Gender is required']);
    });
  });

  describe('gender preference', () => {
    it.each(['MALE', 'FEMALE', 'NO_PREFERENCE'])('accepts %s', (genderPreference) => {
      expect(parsed(signUpBody, { ...validSignUp, genderPreference }).genderPreference).toBe(genderPreference);
    });
    it('is optional', () => {
      const { genderPreference: _omitted, ...rest } = validSignUp;
      expect(parsed(signUpBody, rest).genderPreference).toBeUndefined();
      expect(parsed(signUpBody, { ...validSignUp, genderPreference: null }).genderPreference).toBeUndefined();
    });
    it('rejects other values', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, genderPreference: 'ANY' }, 'genderPreference')).toEqual([AuthTexts.genderPreferenceInvalid]);
    });
  });

  describe('password', () => {
    it.each(['Abc12!', 'Str0ng#Pass', 'A1 b2 c3 $'])('accepts %s', (password) => {
      expect(signUpBody.safeParse({ ...validSignUp, password, confirmPassword: password }).success).toBe(true);
    });
    it('rejects passwords under 6 characters', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password')).toEqual([
        'Password must be at least 6 characters',
      ]);
    });
    it.each([
      ['abc123', 'no uppercase, no special character'],
      ['abc12!', 'no uppercase'],
      ['Abcde!', 'no number'],
      ['Abc123', 'no special character'],
      ['Abc 123', 'a space is not a special character'],
    ])('rejects %s (%s)', (password) => {
      expect(errorsAt(signUpBody, { ...validSignUp, password, confirmPassword: password }, 'password')).toEqual([
        'Password must contain an uppercase letter, a number and a special character',
      ]);
    });
    it('caps the length', () => {
      const password = `Aa1!${'a'.repeat(125)}`;
      expect(errorsAt(signUpBody, { ...validSignUp, password, confirmPassword: password }, 'password')).toEqual([AuthTexts.passwordTooLong]);
    });
    it('is not trimmed', () => {
      expect(parsed(signUpBody, { ...validSignUp, password: ' Abc12! ', confirmPassword: ' Abc12! ' }).password).toBe(' Abc12! ');
    });
    it('reports a mismatched confirmation at confirmPassword', () => {
      expect(errors(signUpBody, { ...validSignUp, confirmPassword: 'Abc12?' })).toEqual({
        confirmPassword: ['Passwords do not match'],
      });
    });
    it('reports a mismatch even when other fields fail', () => {
      const result = errors(signUpBody, { ...validSignUp, firstName: '', confirmPassword: 'Abc12?' });
      expect(result.firstName).toEqual(['First name is required']);
      expect(result.confirmPassword).toEqual(['Passwords do not match']);
    });
    it('reports one message for an empty password', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, password: '' }, 'password')).toEqual(['Password is required']);
    });
    it('reports a mismatch when the e-mail, username and phone fail too', () => {
      const result = errors(signUpBody, { ...validSignUp, email: '', username: '', phone: '1', confirmPassword: 'x' });
      expect(result).toEqual({
        email: ['Email is required'],
        username: ['Username is required'],
        phone: ['Invalid phone number'],
        confirmPassword: ['Passwords do not match'],
      });
    });
    it('reports an empty confirmation as required, not as a mismatch', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, confirmPassword: '' }, 'confirmPassword')).toEqual(['Confirm password is required']);
    });
  });

  describe('languages and categories', () => {
    it('rejects empty lists', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, languages: [] }, 'languages')).toEqual(['Select at least one language']);
      expect(errorsAt(signUpBody, { ...validSignUp, categories: [] }, 'categories')).toEqual(['Select at least one category']);
    });
    it('needs a non-empty label and value on each entry', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, languages: [{ label: 'English', value: ' ' }] }, 'languages.0.value')).toEqual([AuthTexts.languageInvalid]);
      expect(errorsAt(signUpBody, { ...validSignUp, languages: [{ value: 'en' }] }, 'languages.0.label')).toEqual([AuthTexts.languageInvalid]);
      expect(errorsAt(signUpBody, { ...validSignUp, categories: [{ label: '', value: 'x' }] }, 'categories.0.label')).toEqual([AuthTexts.categoryInvalid]);
      expect(errorsAt(signUpBody, { ...validSignUp, categories: ['computers'] }, 'categories.0')).toEqual([AuthTexts.categoryInvalid]);
    });
    it('trims entries and drops duplicate values', () => {
      const body = parsed(signUpBody, {
        ...validSignUp,
        languages: [
          { label: ' English ', value: ' en ' },
          { label: 'English (again)', value: 'en' },
          { label: 'Arabic', value: 'ar' },
        ],
      });
      expect(body.languages).toEqual([
        { label: 'English', value: 'en' },
        { label: 'Arabic', value: 'ar' },
      ]);
    });
    it('caps the number of selections', () => {
      const many = Array.from({ length: 51 }, (_, i) => ({ label: `L${i}`, value: `v${i}` }));
      expect(errorsAt(signUpBody, { ...validSignUp, languages: many }, 'languages')).toEqual([AuthTexts.tooManyLanguages]);
      expect(errorsAt(signUpBody, { ...validSignUp, categories: many }, 'categories')).toEqual([AuthTexts.tooManyCategories]);
    });
  });

  describe('location', () => {
    const at = (location: unknown) => ({ ...validSignUp, location });
    it('accepts the edges of the ranges', () => {
      expect(signUpBody.safeParse(at({ latitude: -90, longitude: -180, address: 'South Pole' })).success).toBe(true);
      expect(signUpBody.safeParse(at({ latitude: 90, longitude: 180, address: 'North Pole' })).success).toBe(true);
    });
    it('rejects out-of-range coordinates', () => {
      expect(errorsAt(signUpBody, at({ latitude: 90.01, longitude: 0, address: 'x' }), 'location.latitude')).toEqual(['Latitude must be between -90 and 90']);
      expect(errorsAt(signUpBody, at({ latitude: -91, longitude: 0, address: 'x' }), 'location.latitude')).toEqual(['Latitude must be between -90 and 90']);
      expect(errorsAt(signUpBody, at({ latitude: 0, longitude: 180.5, address: 'x' }), 'location.longitude')).toEqual([
        'Longitude must be between -180 and 180',
      ]);
      expect(errorsAt(signUpBody, at({ latitude: 0, longitude: -181, address: 'x' }), 'location.longitude')).toEqual([
        'Longitude must be between -180 and 180',
      ]);
    });
    it('requires latitude, longitude and address', () => {
      expect(errors(signUpBody, at({}))).toEqual({
        'location.latitude': ['Latitude is required'],
        'location.longitude': ['Longitude is required'],
        'location.address': ['Address is required'],
      });
      expect(errorsAt(signUpBody, at({ latitude: 1, longitude: 1, address: '  ' }), 'location.address')).toEqual(['Address is required']);
      expect(errorsAt(signUpBody, at({ latitude: '1', longitude: 1, address: 'x' }), 'location.latitude')).toEqual(['Latitude is required']);
    });
    it('rejects a location that is not an object', () => {
      expect(errorsAt(signUpBody, at('London'), 'location')).toEqual(['Location is required']);
      expect(errorsAt(signUpBody, at(null), 'location')).toEqual(['Location is required']);
    });
  });

  describe('bio', () => {
    it('is optional and accepts up to 1000 characters', () => {
      const { bio: _omitted, ...rest } = validSignUp;
      expect(parsed(signUpBody, rest).bio).toBeUndefined();
      expect(parsed(signUpBody, { ...validSignUp, bio: null }).bio).toBeUndefined();
      expect(parsed(signUpBody, { ...validSignUp, bio: 'b'.repeat(1000) }).bio).toHaveLength(1000);
    });
    it('rejects 1001 characters', () => {
      expect(errorsAt(signUpBody, { ...validSignUp, bio: 'b'.repeat(1001) }, 'bio')).toEqual(['Bio must be at most 1000 characters']);
    });
  });

  describe('terms', () => {
    it.each([false, 'true', 1, null])('rejects acceptTerms = %p', (acceptTerms) => {
      expect(errorsAt(signUpBody, { ...validSignUp, acceptTerms }, 'acceptTerms')).toEqual(['You must accept terms and conditions']);
    });
  });
});

describe('phone rule', () => {
  it.each(['+12345678901', '123456789012', '+44 7700 900123', '+1-202-555-0143', '123456789012345'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
    expect(parsed(helperSignUpBody, { ...validHelperSignUp, phone }).phone).toBe(phone);
  });

  it.each([
    ['12345678901', '11 characters'],
    ['1234567890123456', '16 characters'],
    ['+1 (202) 555-0143', 'parentheses'],
    ['+44 7700 90012a', 'a letter'],
    ['44+7700900123', 'a + that is not leading'],
    ['------------', 'no digits'],
    ['+447700900123-', 'a trailing dash'],
    ['-447700900123', 'a leading dash'],
  ])('rejects %s (%s) with "Invalid phone number"', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, phone }, 'phone')).toEqual(['Invalid phone number']);
  });

  it('applies the length rule to the trimmed string', () => {
    expect(parsed(helperSignUpBody, { ...validHelperSignUp, phone: '   123456789012   ' }).phone).toBe('123456789012');
  });

  it('normalizes for storage and look-up, in E.164', () => {
    expect(normalizePhone(' +44 7700-900 123 ')).toBe('+447700900123');
    expect(normalizePhone('0044 7700 900123')).toBe('+447700900123');
    expect(normalizePhone('447700900123')).toBe('+447700900123');
    expect(contactBody(' +44 7700-900 123 ')).toEqual({ phone: '+447700900123' });
    expect(contactBody('Ada@Example.com')).toEqual({ email: 'ada@example.com' });
  });
});

describe('helperSignUpBody (HELPER)', () => {
  it('accepts a complete helper sign-up', () => {
    expect(parsed(helperSignUpBody, validHelperSignUp).phone).toBe('+44 7700 900123');
  });

  it('requires a phone: missing, null or blank → "Phone number is required"', () => {
    const { phone: _omitted, ...rest } = validHelperSignUp;
    expect(errors(helperSignUpBody, rest)).toEqual({ phone: ['Phone number is required'] });
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, phone: null }, 'phone')).toEqual(['Phone number is required']);
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, phone: '  ' }, 'phone')).toEqual(['Phone number is required']);
  });

  it('requires an ID card and 1 to 10 documents, by the ids /upload returned', () => {
    const { idCard: _id, documents: _docs, ...rest } = validHelperSignUp;
    expect(errors(helperSignUpBody, rest)).toEqual({ idCard: ['ID card is required'], documents: ['Upload at least one document'] });
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, documents: [] }, 'documents')).toEqual(['Upload at least one document']);
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, idCard: 'x.pdf' }, 'idCard')).toEqual(['Invalid file id']);
    const eleven = Array.from({ length: 11 }, (_, i) => DOC.replace(/.$/, i.toString(16)));
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, documents: eleven }, 'documents')).toEqual(['Upload at most 10 documents']);
    expect(parsed(helperSignUpBody, { ...validHelperSignUp, documents: [DOC, DOC] }).documents).toEqual([DOC]);
  });

  it('keeps the ID card optional for users', () => {
    expect(parsed(signUpBody, validSignUp).idCard).toBeUndefined();
    expect(parsed(signUpBody, { ...validSignUp, idCard: ID_CARD }).idCard).toBe(ID_CARD);
  });

  it('applies the other sign-up rules', () => {
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, acceptTerms: false }, 'acceptTerms')).toEqual(['You must accept terms and conditions']);
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, confirmPassword: 'nope' }, 'confirmPassword')).toEqual(['Passwords do not match']);
    expect(errorsAt(helperSignUpBody, { ...validHelperSignUp, password: 'abc123', confirmPassword: 'abc123' }, 'password')).toEqual([
      AuthTexts.passwordTooWeak,
    ]);
  });
});

describe('profileUpdateBody', () => {
  it('accepts the profile fields with a phone', () => {
    const body = parsed(profileUpdateBody, validProfileUpdate);
    expect(body).toMatchObject({ username: 'ada.love_1', phone: '+447700900123' });
  });

  it('does not take passwords or terms', () => {
    const body = parsed(profileUpdateBody, { ...validProfileUpdate, password: 'Abc12!', acceptTerms: true });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('acceptTerms');
  });

  it('requires the phone', () => {
    const { phone: _omitted, ...rest } = validProfileUpdate;
    expect(errors(profileUpdateBody, rest)).toEqual({ phone: ['Phone number is required'] });
    expect(errorsAt(profileUpdateBody, { ...validProfileUpdate, phone: '1234567890123456' }, 'phone')).toEqual(['Invalid phone number']);
  });

  it('applies the profile rules', () => {
    expect(errorsAt(profileUpdateBody, { ...validProfileUpdate, username: 'bad name' }, 'username')).toEqual([AuthTexts.usernameInvalid]);
    expect(errorsAt(profileUpdateBody, { ...validProfileUpdate, categories: [] }, 'categories')).toEqual(['Select at least one category']);
    expect(errorsAt(profileUpdateBody, { ...validProfileUpdate, email: 'x' }, 'email')).toEqual(['Must be email']);
  });
});

describe('verifyOtpBody', () => {
  it('accepts a 6-digit code and normalizes the email', () => {
    expect(parsed(verifyOtpBody, { email: ' Ada@Example.com ', code: ' 012345 ' })).toEqual({
      email: 'ada@example.com',
      code: '012345',
    });
  });

  it.each([undefined, null, '', '   '])('requires the code (%p)', (code) => {
    expect(errorsAt(verifyOtpBody, { email: 'ada@example.com', code }, 'code')).toEqual(['OTP is required']);
  });

  it.each(['12345', '12a456', '1234567', '12 456', 123456])('rejects %p with "OTP must be 6 digits"', (code) => {
    expect(errorsAt(verifyOtpBody, { email: 'ada@example.com', code }, 'code')).toEqual(['OTP must be 6 digits']);
  });

  it('requires a valid email or phone, exactly one', () => {
    expect(errorsAt(verifyOtpBody, { code: '123456' }, 'email')).toEqual(['Email or phone is required']);
    expect(errorsAt(verifyOtpBody, { email: 'nope', code: '123456' }, 'email')).toEqual(['Must be email']);
    expect(errorsAt(verifyOtpBody, { phone: '12345', code: '123456' }, 'phone')).toEqual(['Invalid phone number']);
    expect(errorsAt(verifyOtpBody, { email: 'ada@example.com', phone: '+447700900123', code: '123456' }, 'email')).toEqual([AuthTexts.oneContactOnly]);
  });

  it('takes a phone instead of the email, in E.164', () => {
    expect(parsed(verifyOtpBody, { phone: '0044 7700900123', code: '123456' })).toEqual({ phone: '+447700900123', code: '123456' });
  });
});

describe.each([
  ['resendOtpBody', resendOtpBody],
  ['forgotPasswordBody', forgotPasswordBody],
])('%s', (_name, schema) => {
  it('takes a normalized email', () => {
    expect(parsed(schema, { email: ' ADA@example.com' })).toEqual({ email: 'ada@example.com' });
  });
  it('requires a valid email or phone', () => {
    expect(errorsAt(schema, {}, 'email')).toEqual(['Email or phone is required']);
    expect(errorsAt(schema, { email: '', phone: '  ' }, 'email')).toEqual(['Email or phone is required']);
    expect(errorsAt(schema, { email: 'ada.example.com' }, 'email')).toEqual(['Must be email']);
  });
  it('takes a phone in E.164', () => {
    expect(parsed(schema, { phone: '+44 7700 900123' })).toEqual({ phone: '+447700900123' });
  });
});

describe('the code steps\' forms: one "Email or phone" field', () => {
  it('turn an e-mail into { email } and a phone into { phone } in E.164', () => {
    expect(parsed(forgotPasswordForm, { contact: ' Ada@Example.com ' })).toEqual({ email: 'ada@example.com' });
    expect(parsed(forgotPasswordForm, { contact: '+971 52-4591783' })).toEqual({ phone: '+971524591783' });
    expect(parsed(verifyOtpForm, { contact: '+971524591783', code: '123456' })).toEqual({ phone: '+971524591783', code: '123456' });
    expect(parsed(resetPasswordForm, { contact: 'ada@example.com', code: '123456', password: 'Abc12!', confirmPassword: 'Abc12!' })).toEqual({
      email: 'ada@example.com',
      code: '123456',
      password: 'Abc12!',
      confirmPassword: 'Abc12!',
    });
  });
  it("report each field with the pages' texts", () => {
    expect(errors(forgotPasswordForm, { contact: '' })).toEqual({ contact: ['Email or phone is required'] });
    expect(errors(forgotPasswordForm, { contact: '12345' })).toEqual({ contact: [AuthTexts.identifierInvalid] });
    expect(errors(resetPasswordForm, { contact: 'ada@example.com', code: '1', password: 'Abc12!', confirmPassword: 'Abc12?' })).toEqual({
      code: ['OTP must be 6 digits'],
      confirmPassword: ['Passwords do not match'],
    });
  });
});

describe('loginBody', () => {
  it('accepts an email identifier and lower-cases it', () => {
    expect(parsed(loginBody, { identifier: ' Ada@Example.com ', password: 'whatever' })).toEqual({
      identifier: 'ada@example.com',
      password: 'whatever',
    });
    expect(identifierKind('ada@example.com')).toBe('email');
  });

  it('accepts a phone identifier, trimmed', () => {
    expect(parsed(loginBody, { identifier: ' +447700900123 ', password: 'x' }).identifier).toBe('+447700900123');
    expect(identifierKind('+447700900123')).toBe('phone');
  });

  it('does not apply the strength rule to the login password', () => {
    expect(loginBody.safeParse({ identifier: 'ada@example.com', password: 'abc' }).success).toBe(true);
  });

  it('requires identifier and password', () => {
    expect(errors(loginBody, {})).toEqual({
      identifier: ['Email or phone is required'],
      password: ['Password is required'],
    });
    expect(errors(loginBody, { identifier: '  ', password: '' })).toEqual({
      identifier: ['Email or phone is required'],
      password: ['Password is required'],
    });
  });

  it.each(['ada@', 'ada', '12345', 'ada@example'])('rejects the identifier %s', (identifier) => {
    expect(errorsAt(loginBody, { identifier, password: 'x' }, 'identifier')).toEqual([AuthTexts.identifierInvalid]);
  });
});

describe('resetPasswordBody', () => {
  const valid = { email: 'ada@example.com', code: '123456', password: 'Abc12!', confirmPassword: 'Abc12!' };

  it('accepts a valid reset', () => {
    expect(parsed(resetPasswordBody, valid)).toEqual(valid);
  });

  it('applies the OTP, password and confirmation rules', () => {
    expect(errorsAt(resetPasswordBody, { ...valid, code: '12345' }, 'code')).toEqual(['OTP must be 6 digits']);
    expect(errorsAt(resetPasswordBody, { ...valid, password: 'abc123', confirmPassword: 'abc123' }, 'password')).toEqual([AuthTexts.passwordTooWeak]);
    expect(errors(resetPasswordBody, { ...valid, confirmPassword: 'Abc12?' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(errors(resetPasswordBody, {})).toEqual({
      email: ['Email or phone is required'],
      code: ['OTP is required'],
      password: ['Password is required'],
      confirmPassword: ['Confirm password is required'],
    });
  });
});

describe('changePasswordBody', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'Abc12!', confirmPassword: 'Abc12!' };

  it('accepts a valid change; the current password has no strength rule', () => {
    expect(parsed(changePasswordBody, valid)).toEqual(valid);
  });

  it('requires the current and new passwords', () => {
    expect(errors(changePasswordBody, { confirmPassword: 'x' })).toEqual({
      currentPassword: ['Current password is required'],
      newPassword: ['New password is required'],
    });
  });

  it('applies the password rule to the new password', () => {
    expect(errorsAt(changePasswordBody, { ...valid, newPassword: 'Ab1!', confirmPassword: 'Ab1!' }, 'newPassword')).toEqual([AuthTexts.passwordTooShort]);
    expect(errorsAt(changePasswordBody, { ...valid, newPassword: 'abc123', confirmPassword: 'abc123' }, 'newPassword')).toEqual([AuthTexts.passwordTooWeak]);
  });

  it('matches the confirmation against the new password', () => {
    expect(errors(changePasswordBody, { ...valid, confirmPassword: 'old-password' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });
});

describe('switchRoleBody', () => {
  it.each(['USER', 'HELPER'])('accepts role_slug %s', (role_slug) => {
    expect(parsed(switchRoleBody, { user_id: 'b3f1c2d4-0000-4000-8000-000000000001', role_slug })).toEqual({
      user_id: 'b3f1c2d4-0000-4000-8000-000000000001',
      role_slug,
    });
  });

  it('accepts a numeric user id as a string', () => {
    expect(parsed(switchRoleBody, { user_id: 42, role_slug: 'USER' }).user_id).toBe('42');
  });

  it.each(['ADMIN', 'user', '', undefined])('rejects role_slug %p with "Role not allowed"', (role_slug) => {
    expect(errorsAt(switchRoleBody, { user_id: 'u1', role_slug }, 'role_slug')).toEqual(['Role not allowed']);
  });

  it('requires a well-formed user id', () => {
    expect(errorsAt(switchRoleBody, { role_slug: 'USER' }, 'user_id')).toEqual([AuthTexts.userIdRequired]);
    expect(errorsAt(switchRoleBody, { user_id: 'a b', role_slug: 'USER' }, 'user_id')).toEqual([AuthTexts.invalidId]);
    expect(errorsAt(switchRoleBody, { user_id: -1, role_slug: 'USER' }, 'user_id')).toEqual([AuthTexts.invalidId]);
  });
});

describe('availabilityBody', () => {
  it.each([true, false])('accepts %p', (isAvailable) => {
    expect(parsed(availabilityBody, { isAvailable })).toEqual({ isAvailable });
  });

  it.each(['true', 1, null, undefined])('rejects %p', (isAvailable) => {
    expect(errorsAt(availabilityBody, { isAvailable }, 'isAvailable')).toEqual([AuthTexts.availabilityInvalid]);
  });
});

describe('inferred types', () => {
  it('describe the parsed bodies', () => {
    const signUp: SignUpBody = parsed(signUpBody, validSignUp);
    const phone: string | undefined = signUp.phone;
    const terms: true = signUp.acceptTerms;
    const helperPhone: HelperSignUpBody['phone'] = 'x';
    const gender: SignUpBody['gender'] = 'OTHER';
    const preference: ProfileUpdateBody['genderPreference'] = 'NO_PREFERENCE';
    const role: SwitchRoleBody['role_slug'] = 'HELPER';
    const userId: SwitchRoleBody['user_id'] = '1';
    expect([phone, terms, helperPhone, gender, preference, role, userId]).toHaveLength(7);
  });
});
