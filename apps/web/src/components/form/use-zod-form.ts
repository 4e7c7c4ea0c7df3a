import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { isActiveSurface } from './modal-dialog';

export type FormValues = Record<string, unknown>;

export interface ErrorSummaryItem {
  name: string;
  label: string;
  message: string;
}
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;

/** SPEC §5: the errors modal opens this long after a failing submit has moved focus. */
export const ERROR_SUMMARY_DELAY_MS = 500;

export interface ZodFormOptions<S extends z.ZodType, V extends FormValues> {
  /** Turns the form's values into the schema's input (empty optional fields into undefined, say). */
  prepare?: (values: V) => unknown;
  /** Checks that need the network (freeEmail), run on submit after the schema passes. */
  validateAsync?: (data: z.output<S>) => Promise<FieldErrors<V>>;
}

/** What a field component needs: spread `form.field('email')` onto it. */
export interface FieldBinding<T> {
  id: string;
  name: string;
  value: T;
  onValueChange: (value: T) => void;
  onBlur: () => void;
  error: string | undefined;
}

function firstMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/**
 * The form kit's state: values, the shared zod schema's errors per field (the same schema and
 * Spanish messages as the API route), blur validation, and a submit that cannot run twice at once.
 * A failing submit focuses the first invalid field and, 500 ms later, lists the errors in a modal,
 * unless the form is no longer the active surface by then (a dialog opened over it, the form gone).
 */
export function useZodForm<S extends z.ZodType, V extends FormValues>(
  schema: S,
  initialValues: V,
  options: ZodFormOptions<S, V> = {},
) {
  const formId = useId();
  const [values, setValues] = useState<V>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [externalErrors, setExternalErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [errorSummary, setErrorSummary] = useState<ErrorSummaryItem[] | null>(null);
  const submittingRef = useRef(false);
  const initialRef = useRef(initialValues);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  useEffect(() => () => clearTimeout(summaryTimer.current), []);

  const parse = useCallback(
    (current: V) => schema.safeParse(optionsRef.current.prepare ? optionsRef.current.prepare(current) : current),
    [schema],
  );

  const { schemaErrors, pathErrors } = useMemo(() => {
    const result = parse(values);
    return result.success
      ? { schemaErrors: {}, pathErrors: {} }
      : { schemaErrors: firstMessages(result.error), pathErrors: messagesByPath(result.error) };
  }, [parse, values]);

  function errorOf(name: keyof V & string): string | undefined {
    const external = externalErrors[name];
    if (external) return external;
    return submitted || touched[name] ? schemaErrors[name] : undefined;
  }

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((previous) => ({ ...previous, [name]: value }));
    // A server or network verdict was about the old value.
    setExternalErrors((previous) => (previous[name] === undefined ? previous : { ...previous, [name]: undefined }));
  }

  const setFieldError = useCallback((name: keyof V & string, message: string | undefined) => {
    setExternalErrors((previous) => ({ ...previous, [name]: message }));
  }, []);

  function field<K extends keyof V & string>(name: K): FieldBinding<V[K]> {
    return {
      id: `${formId}-${name}`,
      name,
      value: values[name],
      onValueChange: (value) => setValue(name, value),
      // Leaving a field the user never changed says nothing yet: "required" waits for the submit, so
      // tabbing or clicking through the form does not shift it under the pointer.
      onBlur: () => {
        if (Object.is(values[name], initialRef.current[name])) return;
        setTouched((previous) => (previous[name] ? previous : { ...previous, [name]: true }));
      },
      error: errorOf(name),
    };
  }

  /** Spread onto a ChoiceGroup of radios: the field's one value, replaced by the option picked. */
  function radios<K extends keyof V & string>(name: K) {
    const value = values[name];
    return {
      name,
      type: 'radio' as const,
      selected: typeof value === 'string' && value !== '' ? [value] : [],
      onChange: ([picked]: string[]) => {
        if (picked !== undefined) setValue(name, picked as V[K]);
      },
    };
  }

  /** Spread onto a ChoiceGroup of checkboxes: the field's list of values, as ticked. */
  function checkboxes<K extends keyof V & string>(name: K) {
    return {
      name,
      type: 'checkbox' as const,
      selected: values[name] as readonly string[],
      onChange: (selected: string[]) => setValue(name, selected as V[K]),
    };
  }

  function fail(errors: Record<string, string | undefined>) {
    const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (entries.length === 0) return;
    // The first invalid field in the order the user sees them, not the schema's order.
    const controls = Array.from(formRef.current?.elements ?? []);
    const first = controls.find(
      (control): control is HTMLElement =>
        control instanceof HTMLElement && entries.some(([name]) => control.getAttribute('name') === name),
    );
    first?.focus();
    clearTimeout(summaryTimer.current);
    const summary = entries
      .map(([name, message]) => ({
        name,
        message,
        label: labelOf(controls, name),
        index: controlIndex(controls, name),
      }))
      .sort((a, b) => a.index - b.index)
      .map(({ name, label, message }) => ({ name, label, message }));
    summaryTimer.current = setTimeout(() => {
      // The list is for the form the person is still on: not over a dialog opened meanwhile (it would
      // take focus from what they are typing there), nor for a form gone or hidden since. A list
      // already open (a second submit under it) is this form's own, and is brought up to date.
      const form = formRef.current;
      const isActive = !form || isActiveSurface(form);
      setErrorSummary((shown) => (shown !== null || isActive ? summary : null));
    }, ERROR_SUMMARY_DELAY_MS);
  }

  function handleSubmit(onValid: (data: z.output<S>) => Promise<void> | void) {
    return async (event?: FormEvent) => {
      event?.preventDefault();
      if (submittingRef.current) return;
      setSubmitted(true);
      const result = parse(values);
      if (!result.success) {
        fail({ ...firstMessages(result.error), ...externalErrors });
        return;
      }
      const pendingExternal = Object.values(externalErrors).some(Boolean);
      if (pendingExternal) {
        fail(externalErrors);
        return;
      }
      submittingRef.current = true;
      setIsSubmitting(true);
      try {
        const asyncErrors = (await optionsRef.current.validateAsync?.(result.data)) ?? {};
        if (Object.values(asyncErrors).some(Boolean)) {
          setExternalErrors((previous) => ({ ...previous, ...asyncErrors }));
          fail(asyncErrors);
          return;
        }
        await onValid(result.data);
      } finally {
        submittingRef.current = false;
        setIsSubmitting(false);
      }
    };
  }

  /**
   * The message for a nested value ("presenters.0.name", "ranking.position"), shown on the same
   * terms as its top-level field: after that field was changed, or after a submit.
   */
  function errorAt(path: string): string | undefined {
    const top = path.split('.')[0] as keyof V & string;
    return submitted || touched[top] ? pathErrors[path] : undefined;
  }

  return {
    formRef,
    values,
    errorAt,
    setValue,
    field,
    radios,
    checkboxes,
    setFieldError,
    handleSubmit,
    isSubmitting,
    errorSummary,
    closeErrorSummary: () => setErrorSummary(null),
    /** Field errors to show now (after blur or submit). */
    errors: Object.fromEntries(
      Object.keys(values).map((name) => [name, errorOf(name as keyof V & string)]),
    ) as FieldErrors<V>,
  };
}

/** The first message at each path of a failed parse, keyed "podcasts.0.advertiserRates.mentions". */
export function messagesByPath(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in messages)) messages[key] = issue.message;
  }
  return messages;
}

/** The visible name of a field for the errors modal: its label, or the legend of its group. */
function labelOf(controls: Element[], name: string): string {
  const control = controls.find((element) => element.getAttribute('name') === name);
  if (!(
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  )) {
    return '';
  }
  if (control.dataset.summaryLabel) return control.dataset.summaryLabel;
  const legend = control.closest('fieldset')?.querySelector('legend');
  const source = legend ?? control.labels?.[0];
  const text = source?.cloneNode(true);
  if (!(text instanceof HTMLElement)) return '';
  // Without "(opcional)", links' hidden hints and the like: only the words of the label.
  for (const extra of Array.from(text.querySelectorAll('.sr-only, [data-label-extra]'))) extra.remove();
  return (text.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:]+$/, '');
}

function controlIndex(controls: Element[], name: string): number {
  const index = controls.findIndex((control) => control.getAttribute('name') === name);
  return index === -1 ? Number.MAX_SAFE_INTEGER : index;
}

export type ZodForm<V extends FormValues> = ReturnType<typeof useZodForm<z.ZodType, V>>;
