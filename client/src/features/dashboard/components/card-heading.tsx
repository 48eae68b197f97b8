import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A dashboard card's header: an icon and a title, an action on the right (a CSV download, a badge), a sentence below. */
export function CardHeading({
  icon: Icon,
  iconClassName = 'text-brand-700',
  title,
  action,
  description,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  action?: ReactNode;
  description: ReactNode;
}) {
  return (
    <CardHeader>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Icon aria-hidden="true" className={cn('size-4', iconClassName)} />
          {title}
        </CardTitle>
        {action}
      </div>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
