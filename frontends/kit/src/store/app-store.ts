import { create } from 'zustand';

export type RoleName = 'USER' | 'HELPER';

export interface CurrentUser {
  id: string;
  roleId: number;
  role: { name: string };
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
  profilePic?: string;
  isAvailable?: boolean;
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
