import { Link } from 'wouter';
import { PRODUCT_NAME } from '@common/constants';
import { Logo } from './logo';

const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '/features', label: 'Features' },
      { href: '/pricing', label: 'Pricing' },
      { href: '/hr-demo', label: 'How It Works' },
    ],
  },
  {
    title: 'Platform',
    links: [
      { href: '/knowledge', label: 'Knowledge Hub' },
      { href: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '/', label: 'Home' },
      // Lands on the enterprise section itself, not the top of the page (useHashTarget on the features page).
      { href: '/features#enterprise', label: 'Enterprise security' },
    ],
  },
] as const;

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-slate-600">
            Grow T-shaped professionals: deep expertise plus the broad skills your teams need next.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-slate-900">{column.title}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="rounded text-sm text-slate-600 outline-brand-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-500 sm:px-6 lg:px-8">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved. 99.9% uptime SLA · SOC 2.
        </p>
      </div>
    </footer>
  );
}
