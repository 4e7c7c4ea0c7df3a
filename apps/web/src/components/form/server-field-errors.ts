import { ApiError } from '@/lib/api-client';

/**
 * Puts a refusal's field errors (a 400 with `fields`) under the form's own fields, so the message
 * sits where the mistake is and what was typed stays. False when none of them belongs to the form:
 * the caller then says it another way (a toast, a line above the form).
 */
export function applyServerFieldErrors<F extends string>(
  form: { setFieldError: (name: F, message: string | undefined) => void },
  error: unknown,
  fields: readonly F[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const own = error.fields.filter((field): field is { path: F; message: string } =>
    (fields as readonly string[]).includes(field.path),
  );
  for (const field of own) form.setFieldError(field.path, field.message);
  return own.length > 0;
}
