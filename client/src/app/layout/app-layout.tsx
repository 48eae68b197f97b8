import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** Header, main landmark and footer around every page; the skip link lets keyboard users pass the nav. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white font-medium text-brand-700 shadow-lg ring-1 ring-slate-200 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
