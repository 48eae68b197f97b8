import type { ReactNode } from 'react';

/** The closing call to action: one headline, one sentence, the page's two buttons. */
export function CtaBand({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="bg-brand-900">
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="cta-title" className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-base text-brand-100 sm:text-lg">{text}</p>
        <div className="mt-8 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </div>
    </section>
  );
}
