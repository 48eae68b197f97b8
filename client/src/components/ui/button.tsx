import { Slot } from '@radix-ui/react-slot';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

// Each variant sets its own focus-ring colour so the ring stays visible on light and dark (inverse) backgrounds.
// The colour is the outline's resting colour, not a focus-only one: with transition-colors a colour set only on
// focus fades in from the text colour, so the ring first shows white on a light page.
const buttonVariants = {
  default: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 outline-brand-600',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200 outline-brand-600',
  outline: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 outline-brand-600',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 outline-brand-600',
  destructive: 'bg-danger-600 text-white shadow-sm hover:bg-danger-700 outline-danger-600',
  link: 'text-brand-700 underline-offset-4 hover:underline outline-brand-600',
  /** For dark (brand-900) bands. */
  inverse: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50 outline-white',
  'inverse-outline': 'border border-brand-300 text-white hover:bg-brand-800 outline-white',
} as const;

const buttonSizes = {
  sm: 'h-8 gap-1.5 rounded-md px-3 text-sm',
  default: 'h-10 gap-2 rounded-lg px-4 text-sm',
  lg: 'h-12 gap-2 rounded-lg px-6 text-base',
  icon: 'size-10 rounded-lg',
} as const;

export type ButtonVariant = keyof typeof buttonVariants;
export type ButtonSize = keyof typeof buttonSizes;

/** Class string for anything that should look like a button (e.g. a wouter Link). */
export function buttonClassName(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  className?: string,
): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2',
    'disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    buttonVariants[variant],
    buttonSizes[size],
    className,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a link) with button styling instead of a <button>. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, asChild = false, className, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot : 'button';
  // Default to type="button" so a button inside a form never submits it by accident.
  return (
    <Comp
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={buttonClassName(variant, size, className)}
      {...props}
    />
  );
});
