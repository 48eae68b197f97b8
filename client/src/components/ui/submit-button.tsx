import { Loader2 } from 'lucide-react';
import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'asChild'> {
  /** True while the request this button started is out. */
  pending: boolean;
  /** What the button says while pending, e.g. "Saving...". */
  pendingLabel: string;
  /** Shown before the label while idle; a spinner takes its place while pending. */
  icon?: ReactNode;
  /**
   * Keeps the button focusable while pending (aria-disabled, clicks ignored) instead of disabling it. For a
   * button that stays where the user is after a failure, such as Join on a card: a disabled button drops
   * keyboard focus to <body>.
   */
  keepFocus?: boolean;
}

/**
 * The button that sends a form or starts a request, with its pending state: the pending label and a
 * spinner, disabled (or aria-disabled with `keepFocus`) and aria-busy while the request is out.
 * A submit button by default; pass type="button" and onClick for an action outside a form.
 */
export const SubmitButton = forwardRef<HTMLButtonElement, SubmitButtonProps>(function SubmitButton(
  { pending, pendingLabel, icon, keepFocus = false, type = 'submit', disabled, onClick, className, children, ...props },
  ref,
) {
  const ignoreWhilePending = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Button
      ref={ref}
      type={type}
      disabled={disabled || (pending && !keepFocus)}
      aria-disabled={keepFocus && pending ? true : undefined}
      aria-busy={pending || undefined}
      onClick={ignoreWhilePending}
      className={cn(keepFocus && 'aria-disabled:cursor-wait aria-disabled:opacity-60', className)}
      {...props}
    >
      {pending ? <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" /> : icon}
      {pending ? pendingLabel : children}
    </Button>
  );
});
