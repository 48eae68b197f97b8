import { useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A short explanation shown while its trigger is hovered or has keyboard focus, and hidden again with Escape
 * (WCAG 1.4.13). The trigger is a real button, so it is reachable by Tab, and it names the tip as its
 * description, so a screen reader reads it too. For a sentence or two; anything with links belongs in a popover.
 */
export function Tooltip({
  content,
  children,
  className,
  label,
  side = 'top',
  align = 'center',
}: {
  content: ReactNode;
  /** The trigger's visible content. */
  children: ReactNode;
  className?: string;
  /** The trigger's accessible name, when its content is only an icon. */
  label?: string;
  side?: 'top' | 'bottom';
  /** Which edge of the trigger the tip lines up with: `start` keeps a tip near a left edge on screen. */
  align?: 'start' | 'center';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="relative inline-flex" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        className={cn('inline-flex cursor-help items-center rounded-full', className)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        {children}
      </button>
      <span
        role="tooltip"
        id={id}
        className={cn(
          'absolute z-30 w-max max-w-[min(18rem,80vw)] rounded-md bg-slate-900 px-3 py-2 text-left text-xs/5 font-normal whitespace-normal text-white shadow-lg',
          side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2',
          align === 'start' ? 'left-0' : 'left-1/2 -translate-x-1/2',
        )}
        // Hidden, the tip still describes its trigger: aria-describedby reads hidden text.
        hidden={!open}
      >
        {content}
      </span>
    </span>
  );
}
