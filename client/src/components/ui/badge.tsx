import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const badgeVariants = {
  default: 'bg-brand-50 text-brand-700 ring-brand-200',
  secondary: 'bg-slate-100 text-slate-700 ring-slate-200',
  outline: 'bg-white text-slate-700 ring-slate-300',
  success: 'bg-success-50 text-success-700 ring-emerald-200',
  warning: 'bg-warning-50 text-warning-700 ring-amber-200',
  destructive: 'bg-danger-50 text-danger-700 ring-red-200',
  solid: 'bg-brand-600 text-white ring-brand-600',
} as const;

export type BadgeVariant = keyof typeof badgeVariants;

/** A short status label; always carries text, colour only reinforces it (docs/design.md). */
export function Badge({
  variant = 'default',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset [&_svg]:size-3',
        badgeVariants[variant],
        className,
      )}
      {...props}
    />
  );
}
