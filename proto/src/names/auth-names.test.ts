import { AdminPermission, FilePurpose, Role, SecondFactorStep, SocialProvider, VerificationStatus, WarningSource } from '../gen/helpwire/auth/v1/auth';
import {
  adminPermissionNames,
  filePurposeNames,
  roleNames,
  secondFactorStepNames,
  socialProviderNames,
  verificationStatusNames,
  warningSourceNames,
} from './auth-names';
import { enumNames } from './enum-names';

/** The values of a ts-proto enum other than the zero (UNSPECIFIED) and UNRECOGNIZED (-1). */
const namedValues = (e: Record<string, string | number>) => Object.values(e).filter((v): v is number => typeof v === 'number' && v > 0);

describe('auth enum names', () => {
  it.each([
    ['Role', Role, roleNames],
    ['VerificationStatus', VerificationStatus, verificationStatusNames],
    ['FilePurpose', FilePurpose, filePurposeNames],
    ['SocialProvider', SocialProvider, socialProviderNames],
    ['SecondFactorStep', SecondFactorStep, secondFactorStepNames],
    ['WarningSource', WarningSource, warningSourceNames],
    ['AdminPermission', AdminPermission, adminPermissionNames],
  ] as const)('every %s value has exactly one name and comes back from it', (_enum, values, names) => {
    const mapped = namedValues(values).map((value) => names.fromProto(value));
    expect(mapped.every((name) => name !== undefined)).toBe(true);
    expect(new Set(mapped).size).toBe(names.names.length);
    for (const name of names.names) expect(names.fromProto(names.toProto(name as never))).toBe(name);
  });

  it('maps the REST names of the spec', () => {
    expect(roleNames.names).toEqual(['USER', 'HELPER', 'ADMIN']);
    expect(roleNames.toProto('HELPER')).toBe(Role.ROLE_HELPER);
    expect(verificationStatusNames.fromProto(VerificationStatus.VERIFICATION_STATUS_IN_REVIEW)).toBe('IN_REVIEW');
    expect(filePurposeNames.fromProto(FilePurpose.FILE_PURPOSE_ID_CARD)).toBe('ID_CARD');
    expect(socialProviderNames.toProto('microsoft')).toBe(SocialProvider.SOCIAL_PROVIDER_MICROSOFT);
  });

  it('has no name for UNSPECIFIED or an unknown value, and parses unknown text to UNSPECIFIED', () => {
    expect(roleNames.fromProto(Role.ROLE_UNSPECIFIED)).toBeUndefined();
    expect(roleNames.fromProto(Role.UNRECOGNIZED)).toBeUndefined();
    expect(roleNames.fromProto(9 as Role)).toBeUndefined();
    expect(roleNames.parse('SUPERUSER')).toBe(Role.ROLE_UNSPECIFIED);
    expect(roleNames.parse('toString')).toBe(Role.ROLE_UNSPECIFIED);
    expect(roleNames.parse(undefined)).toBe(Role.ROLE_UNSPECIFIED);
    expect(roleNames.parse('ADMIN')).toBe(Role.ROLE_ADMIN);
  });

  it('refuses to name UNSPECIFIED where a value is required', () => {
    expect(filePurposeNames.nameOf(FilePurpose.FILE_PURPOSE_DOCUMENT)).toBe('DOCUMENT');
    expect(() => filePurposeNames.nameOf(FilePurpose.FILE_PURPOSE_UNSPECIFIED)).toThrow(/PROFILE_PICTURE, ID_CARD, DOCUMENT/);
  });

  it('refuses a table where two names share a value or one names UNSPECIFIED', () => {
    expect(() => enumNames(0, { A: 1, B: 1 })).toThrow(/share a value/);
    expect(() => enumNames(0, { A: 0, B: 1 })).toThrow(/names the zero/);
  });
});
