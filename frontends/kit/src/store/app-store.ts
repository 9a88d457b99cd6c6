import { create } from 'zustand';

export type RoleName = 'USER' | 'HELPER';

/** A stored file as the API returns it (contracts' FileRef). */
export interface UserFile {
  id: string;
  purpose: 'PROFILE_PICTURE' | 'ID_CARD' | 'DOCUMENT';
  name: string;
  mimeType: string;
  size: number;
  url: string;
  createdAt: string;
}

export type VerificationStatus = 'IN_REVIEW' | 'APPROVED' | 'REJECTED';

/** The current user of spec §3, as GET /users/find answers it (gateway user-view). */
export interface CurrentUser {
  id: string;
  roleId: number;
  role: { name: string };
  /** Every role the account holds (USER, HELPER). */
  roles?: string[];
  verified?: boolean;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  /** A new e-mail address waiting for its code, or null. */
  pendingEmail?: string | null;
  phone?: string | null;
  gender?: string;
  languages?: { label: string; value: string }[];
  categories?: { label: string; value: string }[];
  favoriteCategories?: { label: string; value: string }[];
  location?: { latitude: number; longitude: number; address: string } | null;
  bio?: string;
  genderPreference?: string;
  profilePic?: string;
  idCard?: UserFile | null;
  documents?: UserFile[];
  /** False for accounts made with a social provider only: no current password to give. */
  hasPassword?: boolean;
  isAvailable?: boolean;
  /** Helpers: where the admin's check stands (null before documents are sent). */
  verificationStatus?: VerificationStatus | null;
  rejectionReason?: string | null;
  [field: string]: unknown;
}

export type AuthModalView = 'login' | 'signup' | 'forgot_password' | 'verification_code' | 'reset_password';

export interface AppState {
  auth: { user: CurrentUser | null; role: RoleName | null; token: string | null };
  authModal: { open: boolean; view: AuthModalView };
  modal: { view: string | null; data: unknown };
  selectedCategory: unknown;
  /** Set when a request got no answer from the server; shows the network error page. */
  networkError: boolean;
  setCredentials(credentials: { user: CurrentUser; role: RoleName; token: string }): void;
  clearCredentials(): void;
  openAuthModal(view: AuthModalView): void;
  closeAuthModal(): void;
  openModal(view: string, data?: unknown): void;
  closeModal(): void;
  setSelectedCategory(category: unknown): void;
  setNetworkError(value: boolean): void;
}

/** Client state of spec §4: auth, auth modal, generic modal, selected category, network flag. */
export const useAppStore = create<AppState>((set) => ({
  auth: { user: null, role: null, token: null },
  authModal: { open: false, view: 'login' },
  modal: { view: null, data: null },
  selectedCategory: null,
  networkError: false,
  setCredentials: ({ user, role, token }) => set({ auth: { user, role, token } }),
  clearCredentials: () => set({ auth: { user: null, role: null, token: null } }),
  openAuthModal: (view) => set({ authModal: { open: true, view } }),
  closeAuthModal: () => set((s) => ({ authModal: { ...s.authModal, open: false } })),
  openModal: (view, data = null) => set({ modal: { view, data } }),
  closeModal: () => set({ modal: { view: null, data: null } }),
  setSelectedCategory: (selectedCategory) => set({ selectedCategory }),
  setNetworkError: (networkError) => set({ networkError }),
}));
