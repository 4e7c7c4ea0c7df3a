import { TextField, type TextFieldProps } from './text-field';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & {
  /** «Correo electrónico» unless the form asks for another address (an alternative one, a representative's). */
  label?: TextFieldProps['label'];
};

/**
 * An e-mail address: the phone's e-mail keyboard, the browser's own address filled in (pass
 * `autoComplete="off"` for someone else's or another service's), and the shared schema's checks.
 */
export function EmailField({ label = 'Correo electrónico', autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} label={label} type="email" inputMode="email" autoComplete={autoComplete} />;
}
