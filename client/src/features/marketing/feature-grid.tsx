import type { LucideIcon } from 'lucide-react';

export interface FeatureItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** A responsive 3-column grid of icon + title + sentence cards. */
export function FeatureGrid({ items }: { items: readonly FeatureItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, description }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-xs">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 text-base font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-slate-600">{description}</p>
        </li>
      ))}
    </ul>
  );
}
