import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { boundControl, describedBy, Field, inputClass, splitBinding } from './field';
import type { FieldBinding } from './use-zod-form';

export interface PasswordFieldProps extends FieldBinding<string> {
  label: ReactNode;
  /** 'off' for a password of another service (the hosting platform's), which the browser should not fill with ours. */
  autoComplete: 'current-password' | 'new-password' | 'off';
  hint?: ReactNode;
}

/**
 * SPEC §5: a password field shows when caps lock is on. The value is trimmed by the shared schema on
 * submit, so what is sent is what the API checks.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [binding, { label, autoComplete, hint }] = splitBinding(props);
  const { id, error } = binding;
  const [capsLock, setCapsLock] = useState(false);
  const [visible, setVisible] = useState(false);
  const capsId = `${id}-caps`;

  function readCapsLock(event: KeyboardEvent<HTMLInputElement>) {
    // Some keys (and synthetic events) do not carry the modifier state; leave it as it was then.
    if (typeof event.getModifierState === 'function') setCapsLock(event.getModifierState('CapsLock'));
  }

  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...boundControl(binding, describedBy(id, { hint, error, extra: capsLock ? capsId : undefined }))}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          onBlur={() => {
            setCapsLock(false);
            binding.onBlur();
          }}
          className={`${inputClass} pr-20`}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-control px-2.5 text-sm font-medium text-accent-700 hover:bg-accent-50"
        >
          {visible ? 'Ocultar' : 'Mostrar'}
          <span className="sr-only"> contraseña</span>
        </button>
      </div>
      {capsLock ? (
        <p id={capsId} role="status" className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-ink">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
            <path d="M10 3l6 7h-3.5v4h-5v-4H4l6-7zM7.5 15.5h5V17h-5z" />
          </svg>
          Bloq Mayús activado
        </p>
      ) : null}
    </Field>
  );
}
