import { create } from 'zustand';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  toasts: Toast[];
  show(kind: ToastKind, text: string, durationMs?: number): number;
  dismiss(id: number): void;
}

let nextId = 1;

/**
 * Toasts shown bottom-right (bottom-left in right-to-left), green for success, red for errors. One
 * at a time: a new outcome replaces the last one (a failed try's red toast does not stay beside the
 * green one of the try that worked).
 */
export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  show(kind, text, durationMs = 5000) {
    const id = nextId++;
    set({ toasts: [{ id, kind, text }] });
    setTimeout(() => get().dismiss(id), durationMs);
    return id;
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
  },
}));

export const toast = {
  success: (text: string, durationMs?: number) => useToasts.getState().show('success', text, durationMs),
  error: (text: string, durationMs?: number) => useToasts.getState().show('error', text, durationMs),
  info: (text: string, durationMs?: number) => useToasts.getState().show('info', text, durationMs),
};
