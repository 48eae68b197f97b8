import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const fieldClassName = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-xs',
  'transition-colors placeholder:text-slate-400',
  'outline-brand-600/30 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
  'aria-invalid:border-danger-600 aria-invalid:outline-danger-600/30',
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500',
);

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClassName, 'h-10', className)} {...props} />;
});
