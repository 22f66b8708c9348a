import {
  get,
  useFormState,
  useWatch,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { TextAreaField, type TextAreaFieldProps } from './text-area-field';

type FormTextAreaProps<Values extends FieldValues, Output> = Omit<
  TextAreaFieldProps,
  'length' | 'error' | 'name' | 'form'
> & {
  form: UseFormReturn<Values, unknown, Output>;
  name: Path<Values>;
};

/**
 * A form's counted textarea: it watches its own value for the counter and reads its own error, so typing here
 * redraws only this field, not the whole form.
 */
export function FormTextArea<Values extends FieldValues, Output>({
  form,
  name,
  ...props
}: FormTextAreaProps<Values, Output>) {
  const value: unknown = useWatch({ control: form.control, name });
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return (
    <TextAreaField
      {...props}
      length={typeof value === 'string' ? value.length : 0}
      error={error}
      {...form.register(name)}
    />
  );
}
