import { useMemo } from 'react';
import type { Components } from 'react-markdown';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { hasLongWord, markdownPieces } from '../lib/markdown-blocks';

/** An app path ("/knowledge?article=..."): navigated inside the app. "//host" and "/\host" are other sites. */
function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !/^\/[/\\]/.test(href);
}

const linkClassName =
  'font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 outline-brand-600 rounded-sm';

/*
 * The dialog's title is the h2, so the article's own headings start at h3. Styling is written here
 * rather than with a typography plugin, which the project does not include.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 className="mt-6 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-6 mb-2 text-base font-semibold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-5 mb-2 text-sm font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-4 mb-1 text-sm font-semibold first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 text-sm font-semibold first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 mb-1 text-sm font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 first:mt-0 last:mb-0" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-3 list-disc space-y-1.5 pl-5 marker:text-slate-400" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-3 list-decimal space-y-1.5 pl-5 marker:text-slate-500" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-4 border-slate-200 pl-4 text-slate-600 italic" {...props} />
  ),
  hr: () => <hr className="my-6 border-slate-200" />,
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs/5 text-slate-100 [&_code]:bg-transparent [&_code]:p-0 [&_code]:text-inherit"
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn('rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.85em] text-slate-800', className)}
      {...props}
    />
  ),
  // GitHub-flavoured Markdown: tables and task lists appear in the hub's checklists and guidelines.
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-slate-200 bg-slate-50 px-3 py-2 font-semibold text-slate-900" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-slate-100 px-3 py-2 align-top" {...props} />,
  input: ({ node: _node, ...props }) => (
    <input {...props} disabled className="mr-2 size-3.5 translate-y-0.5 accent-brand-600" />
  ),
  img: ({ node: _node, alt, ...props }) => (
    // Images from elsewhere load without telling that site which page asked for them.
    <img
      alt={alt ?? ''}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="my-4 h-auto max-w-full rounded-lg"
      {...props}
    />
  ),
  a: ({ node: _node, href, children, ...props }) => {
    // react-markdown's default urlTransform has already emptied javascript:, data: and other unsafe targets.
    if (!href) return <span>{children}</span>;
    if (isInternalHref(href)) {
      return (
        <Link href={href} className={linkClassName}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClassName} {...props}>
        {children}
      </a>
    );
  },
};

const remarkPlugins = [remarkGfm];

/**
 * An article's Markdown. Raw HTML in the text is shown as text (no rehype-raw), and links keep only
 * safe protocols (the default urlTransform): articles are written by anyone in the company, and by
 * a language model. An article over the parser's limits is rendered in pieces, and nesting or blocks too deep
 * or too large to render quickly are shown as plain text (lib/markdown-blocks.ts), so no article can keep the
 * page busy for long or overflow React's stack.
 *
 * The font's shaping is kept bounded for the same reason. Contextual alternates are off: with
 * Inter's, Chromium took 5 s to lay out 12,000 repetitions of "[a](" (20 ms without). An article with
 * an outsized word is also set without kerning or ligatures (see hasLongWord); the rest keep them.
 */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  const pieces = useMemo(() => markdownPieces(children), [children]);
  const longWord = useMemo(() => hasLongWord(children), [children]);
  return (
    <div
      className={cn(
        "[font-feature-settings:'calt'_0] text-sm/6 text-slate-700 sm:text-[15px]/7",
        longWord && '[font-kerning:none] [font-variant-ligatures:none]',
        className,
      )}
    >
      {pieces.map((piece, index) =>
        piece.kind === 'markdown' ? (
          // Index keys: the pieces of one article text never move.
          <Markdown key={index} components={components} remarkPlugins={remarkPlugins}>
            {piece.source}
          </Markdown>
        ) : (
          <p key={index} className="my-3 whitespace-pre-wrap first:mt-0 last:mb-0">
            {piece.source}
          </p>
        ),
      )}
    </div>
  );
}
