import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Every link and image target an article's Markdown shows once rendered the way the page renders it
 * (react-markdown with GitHub-flavoured Markdown, which also turns bare URLs and addresses into links).
 */
export function renderedTargets(markdown: string): { links: string[]; images: string[]; html: string } {
  const html = renderToStaticMarkup(createElement(Markdown, { remarkPlugins: [remarkGfm] }, markdown));
  const attribute = (tag: string, name: string) =>
    [...html.matchAll(new RegExp(`<${tag}\\b[^>]*?\\s${name}="([^"]*)"`, 'g'))].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
  return { links: attribute('a', 'href'), images: attribute('img', 'src'), html };
}

/** The ids of /knowledge?article=ID links; throws on any other link or any image. */
export function citedArticleIds(markdown: string): string[] {
  const { links, images } = renderedTargets(markdown);
  if (images.length > 0) throw new Error(`The article shows images: ${images.join(', ')}`);
  return links.map((href) => {
    const id = /^\/knowledge\?article=([0-9a-f-]{36})$/.exec(href)?.[1];
    if (!id) throw new Error(`The article links somewhere else: ${href}`);
    return id;
  });
}
