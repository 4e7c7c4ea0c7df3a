/** The form kit every form uses (SPEC §5), driven by the shared zod schemas of @patrocina/domain. */
export { Checkbox } from './checkbox';
export { DialogFormActions } from './dialog-form-actions';
export { EmailField } from './email-field';
export { ChoiceGroup, optionsOf } from './choice-group';
export { optionsInSpanishOrder } from '@/lib/spanish-order';
export { Field, OptionalMark } from './field';
export { Form, FormErrorsDialog } from './form';
export { ModalDialog } from './modal-dialog';
export { NoteDialog } from './note-dialog';
export { PasswordField } from './password-field';
export { PhoneField } from './phone-field';
export { SelectField } from './select-field';
export { SubmitButton } from './submit-button';
export { TextAreaField } from './text-area-field';
export { TextField } from './text-field';
export {
  ERROR_SUMMARY_DELAY_MS,
  messagesByPath,
  useZodForm,
  type ErrorSummaryItem,
  type FieldBinding,
  type FieldErrors,
  type FormValues,
  type ZodForm,
} from './use-zod-form';
export { applyServerFieldErrors } from './server-field-errors';
