import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** Props FormField hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The error to show under the control (e.g. `formState.errors.email?.message`). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** An id for the control; generated when omitted. */
  id?: string;
  /**
   * The control: either one element (it receives id / aria props by cloning), or a render function
   * for controls that put the id on an inner element (e.g. a Select trigger).
   */
  children: ReactElement<FieldControlProps> | ((control: FieldControlProps) => ReactNode);
}

/**
 * Label above, hint or error below in the same spot (docs/design.md, forms). Wires aria-invalid and
 * aria-describedby so screen readers read the error together with the field.
 */
export function FormField({ label, error, hint, required, className, id, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-600">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function'
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : null}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
