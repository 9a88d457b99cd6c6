import { create } from 'zustand';

/** The roles an account signs up for and switches between. */
export type AccountRoleName = 'USER' | 'HELPER';
/** The role of a session: ADMIN only inside the admin console (/admin, issue 24). */
export type RoleName = AccountRoleName | 'ADMIN';

export type AuthModalView = 'login' | 'signup' | 'forgot_password' | 'verification_code' | 'reset_password';

export interface AppState {
  /** The session: its role and token. The current user itself lives in the query cache (account-forms' useCurrentUser). */
  auth: { role: RoleName | null; token: string | null };
  /** The auth modal; `returnTo`: where the visitor goes back to once signed in or signed up. */
  authModal: { open: boolean; view: AuthModalView; returnTo?: string };
  modal: { view: string | null; data: unknown };
  selectedCategory: unknown;
  /** Set when a request got no answer from the server; shows the network error page. */
  networkError: boolean;
  /** A call is on screen (its media connected or reconnecting): the network pages wait until it closes. */
  meetingOpen: boolean;
  setCredentials(credentials: { role: RoleName; token: string }): void;
  clearCredentials(): void;
  openAuthModal(view: AuthModalView, returnTo?: string): void;
  closeAuthModal(): void;
  openModal(view: string, data?: unknown): void;
  closeModal(): void;
  setSelectedCategory(category: unknown): void;
  setNetworkError(value: boolean): void;
  setMeetingOpen(value: boolean): void;
}

/** Client state of spec §4: auth (role and token), auth modal, generic modal, selected category, network flag. */
export const useAppStore = create<AppState>((set) => ({
  auth: { role: null, token: null },
  authModal: { open: false, view: 'login' },
  modal: { view: null, data: null },
  selectedCategory: null,
  networkError: false,
  meetingOpen: false,
  setCredentials: ({ role, token }) => set({ auth: { role, token } }),
  clearCredentials: () => set({ auth: { role: null, token: null } }),
  openAuthModal: (view, returnTo) => set({ authModal: { open: true, view, returnTo } }),
  closeAuthModal: () => set((s) => ({ authModal: { ...s.authModal, open: false } })),
  openModal: (view, data = null) => set({ modal: { view, data } }),
  closeModal: () => set({ modal: { view: null, data: null } }),
  setSelectedCategory: (selectedCategory) => set({ selectedCategory }),
  setNetworkError: (networkError) => set({ networkError }),
  setMeetingOpen: (meetingOpen) => set({ meetingOpen }),
}));
