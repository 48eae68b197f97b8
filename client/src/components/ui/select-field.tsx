import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { SimpleSelect, type SelectOption } from './select';

/**
 * A labelled select bound to a react-hook-form field, with its validation message under it: the
 * form pattern every dialog with a choice (industry, goal, size, category, session type) uses.
 */
export function SelectField<TValues extends FieldValues, TTransformed, TOption extends string>({
  control,
  name,
  label,
  options,
  placeholder,
  required,
}: {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  options: readonly SelectOption<TOption>[];
  placeholder?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} required={required} error={fieldState.error?.message}>
          {(props) => (
            <SimpleSelect
              {...props}
              name={field.name}
              value={field.value as TOption | null | undefined}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              options={options}
              placeholder={placeholder}
            />
          )}
        </FormField>
      )}
    />
  );
}
