import { createStore, useStore } from './external-store';

/**
 * The layout's modals (SPEC §2): the login modal with its three faces, the agency modal and the
 * account-verification modal. One is open at a time.
 */
export type ModalName = 'login' | 'signup' | 'recover' | 'agency' | 'verify';

export interface ModalState {
  name: ModalName | null;
  /** A safe internal path to go to after logging in (never shown in the UI). */
  redirectTo?: string | undefined;
}

const store = createStore<ModalState>({ name: null });

export function openModal(name: ModalName, options: { redirectTo?: string | undefined } = {}): void {
  store.set({ name, redirectTo: options.redirectTo });
}

export function closeModal(): void {
  store.set({ name: null });
}

export function useModal(): ModalState {
  return useStore(store);
}

export const modalStore = store;
