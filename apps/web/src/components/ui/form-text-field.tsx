import { get, useFormState, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { TextField } from './text-field';

type FormTextFieldProps<Values extends FieldValues, Output> = Omit<
  Parameters<typeof TextField>[0],
  'error' | 'name' | 'form'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
};

/**
 * A form's text field, registered with the form and showing its own error: the field reads only its own state, so a
 * message appearing elsewhere does not redraw it.
 */
export function FormTextField<Values extends FieldValues, Output>({
  form,
  name,
  optional = false,
  ...props
}: FormTextFieldProps<Values, Output> & { optional?: boolean }) {
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return <TextField {...props} error={error} {...form.register(name, optional ? { setValueAs: emptyAsNull } : {})} />;
}

/**
 * An optional number left empty is "none" (null), not '', which the schema would call 'Weight must be a number.'.
 * Other text goes to the schema as typed (Bengali digits included).
 */
const emptyAsNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : value);

/**
 * A form's whole-number field (age, weight, amount), as NumberField draws it: the phone's number pad, nothing
 * suggested, the text kept as typed for the contract to read. `optional`: left empty, it is null.
 */
export function FormNumberField<Values extends FieldValues, Output>(
  props: FormTextFieldProps<Values, Output> & { optional?: boolean },
) {
  return <FormTextField inputMode="numeric" autoComplete="off" {...props} />;
}

/** A one-time code from an authenticator app (or a recovery code): digits on a phone's keypad, offered by the OS. */
export function FormCodeField<Values extends FieldValues, Output>(props: FormTextFieldProps<Values, Output>) {
  return <FormTextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}
