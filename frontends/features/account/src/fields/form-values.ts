import type { ContactType, FileRef, SelectOption } from '@helpwire/contracts';
import { useFormContext } from 'react-hook-form';

/**
 * What the sign-up, profile and role forms hold in common. The shared field components read the
 * form from react-hook-form's context (`<FormProvider>`), so each form keeps its own value type.
 */
export interface AccountFormValues {
  firstName: string;
  lastName: string;
  username: string;
  /** Where a user's sign-up code goes (spec §3 contact type); the other forms have none. */
  contactType?: ContactType;
  email: string;
  phone: string;
  gender: string;
  password: string;
  confirmPassword: string;
  categories: SelectOption[];
  languages: SelectOption[];
  location: { latitude: number | undefined; longitude: number | undefined; address: string };
  bio: string;
  genderPreference: string;
  /** The uploaded ID card (the request body carries its id). */
  idCard: FileRef | null;
  /** The uploaded documents (the request body carries their ids). */
  documents: FileRef[];
}

export const useAccountForm = () => useFormContext<AccountFormValues>();

/**
 * What a sign-up sends of a contact: signing up by phone sends no e-mail (one typed before switching
 * stays in the form, for switching back).
 */
export function withContact<T extends Partial<Pick<AccountFormValues, 'contactType' | 'email'>>>(values: T): T {
  return values.contactType === 'phone' ? { ...values, email: undefined } : values;
}

/** Uploaded files as the request bodies name them: ids only. */
export function withFileIds<T extends Partial<Pick<AccountFormValues, 'idCard' | 'documents'>>>(values: T) {
  const { idCard, documents, ...rest } = values;
  return { ...rest, idCard: idCard?.id ?? '', documents: (documents ?? []).map((file) => file.id) };
}
