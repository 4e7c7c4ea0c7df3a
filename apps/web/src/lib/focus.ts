import { useEffect, useRef, type RefObject } from 'react';

/*
 * Where keyboard focus goes when what had it goes away (issue 23, «Keyboard»). A browser drops focus
 * to the page's body when the focused element is removed or disabled: the next Tab then starts over
 * from the top of the page. The screens that know a better place (the wizard's next step, the chat's
 * text area) move focus there themselves; everything else falls back to the open dialog or the page's
 * own heading, never the body.
 */

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focus an element; a heading or a region gets tabindex -1 first, so a script may focus it and Tab may not. */
export function focusElement(element: HTMLElement, options?: FocusOptions): void {
  if (!element.matches(FOCUSABLE) && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus(options);
}

/** The first control a person can reach with Tab inside `container`, seen on screen; `skip` leaves some out. */
export function firstFocusableIn(
  container: HTMLElement,
  skip: (element: HTMLElement) => boolean = () => false,
): HTMLElement | undefined {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
    (element) => !element.closest('[inert]') && shown(element) && !skip(element),
  );
}

/** Laid out on screen (not `display: none` by a breakpoint); where the browser cannot tell (jsdom), yes. */
function shown(element: HTMLElement): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : !element.closest('[hidden]');
}

/** How long `main` waits for a page still loading to show its heading. */
const HEADING_WAIT_MS = 5000;

/**
 * The start of the page's content: its heading in `main`; while the page still loads, `main` itself,
 * and the heading once it shows (unless focus has moved on meanwhile).
 */
export function focusPageStart(options?: FocusOptions): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusElement(heading, options);
    return;
  }
  focusElement(main, options);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (document.activeElement !== main) observer.disconnect();
    else if (arrived) {
      observer.disconnect();
      focusElement(arrived, options);
    }
  });
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
}

function topDialog(): HTMLElement | null {
  const dialogs = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return dialogs.length > 0 ? (dialogs[dialogs.length - 1] ?? null) : null;
}

function lostFocus(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.documentElement;
}

function unusable(element: HTMLElement): boolean {
  return !element.isConnected || element.matches(':disabled') || element.closest('[inert]') !== null || !shown(element);
}

/**
 * Installed once by the root route: when focus falls to the body because the element that had it
 * was removed, disabled or hidden, it goes to the open dialog, else to the page's heading. A click on
 * the page's background (which leaves focus on the body on purpose) is left alone. The check waits a
 * moment, so a screen that moves focus itself in its effects does so first.
 */
export function useFocusRecovery(): void {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    function check() {
      timer = undefined;
      // Some browsers leave a disabled element focused (jsdom too); Chromium drops focus to the body.
      const stranded = lostFocus() || document.activeElement === lastFocused;
      if (!lastFocused || !stranded || !unusable(lastFocused)) return;
      lastFocused = null;
      const dialog = topDialog();
      // Without scrolling: the person may be far down the page, where the control they used went away.
      if (dialog) focusElement(dialog, { preventScroll: true });
      else focusPageStart({ preventScroll: true });
    }
    function schedule() {
      if (timer === undefined && lastFocused) timer = setTimeout(check, 30);
    }
    function onFocusIn(event: FocusEvent) {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    }

    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['disabled', 'hidden', 'inert', 'class'],
    });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', schedule);
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
}

/**
 * Moves focus to `ref` whenever `key` changes after the first render: the new step's heading once
 * «Siguiente» has replaced the form that held focus.
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: unknown): void {
  // The key last seen rather than a "first render" flag: StrictMode runs a mount's effects twice.
  const seen = useRef(key);
  useEffect(() => {
    if (Object.is(seen.current, key)) return;
    seen.current = key;
    if (ref.current) focusElement(ref.current);
  }, [key, ref]);
}
