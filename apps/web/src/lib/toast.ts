import { createStore, useStore } from './external-store';

/** SPEC §8 and §9: toasts at the top; errors stay 10 s, the rest 5 s. */
export const TOAST_DURATION_MS = { error: 10_000, success: 5_000, info: 5_000 } as const;

export type ToastKind = keyof typeof TOAST_DURATION_MS;

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

const store = createStore<Toast[]>([]);
let nextId = 1;

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  store.set((toasts) => [...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS[kind]);
  return id;
}

export const toast = {
  error: (message: string) => show('error', message),
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
};

export function dismissToast(id: number): void {
  store.set((toasts) => toasts.filter((item) => item.id !== id));
}

export function useToasts(): Toast[] {
  return useStore(store);
}
