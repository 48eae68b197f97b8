import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A marketing section: 64-96 px vertical rhythm, centred width, optional eyebrow/title/intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = 'white',
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'white' | 'muted';
}) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-16 sm:py-24', tone === 'muted' && 'bg-slate-50', className)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {title ? (
          <div className="mx-auto mb-12 max-w-2xl text-center">
            {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
            <h2 id={headingId} className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
              {title}
            </h2>
            {intro ? <p className="mt-4 text-base text-slate-600 sm:text-lg">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
