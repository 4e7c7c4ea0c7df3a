import { SCRIPT_TIMEOUT_MS, withTimeout } from './timeout';

const loading = new Map<string, Promise<void>>();

/**
 * Adds a provider's script once; a failed or timed-out load (SCRIPT_TIMEOUT_MS) is removed, so the
 * next attempt tries again.
 */
export function loadScript(src: string): Promise<void> {
  let pending = loading.get(src);
  if (!pending) {
    const script = document.createElement('script');
    const forget = () => {
      loading.delete(src);
      script.remove();
    };
    const loaded = new Promise<void>((resolve, reject) => {
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        forget();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.append(script);
    });
    pending = withTimeout(loaded, SCRIPT_TIMEOUT_MS, `The script ${src}`, forget);
    loading.set(src, pending);
  }
  return pending;
}
