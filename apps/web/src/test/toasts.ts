import { vi } from 'vitest';
import { toast } from '@/lib/toast';

/**
 * Toasts as spies that show nothing, for `beforeEach`: a test asserts what the user is told with
 * `expect(toast.error).toHaveBeenCalledWith(…)`. The config's restoreMocks undoes them after each test.
 */
export function silenceToasts(): void {
  vi.spyOn(toast, 'success').mockReturnValue(0);
  vi.spyOn(toast, 'error').mockReturnValue(0);
}
