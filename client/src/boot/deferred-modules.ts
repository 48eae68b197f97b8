import { DEFERRED_MODULE_META } from '@common/app-routes';

/**
 * Starts fetching the modules a build-time page's meta tags list (server/plugins/app-pages.ts), all at once, as
 * modulepreload links. Written as links in the HTML they would be fetched before the first paint, competing
 * with the stylesheet on a slow connection; a meta tag fetches nothing until it is turned into one here.
 */
export function preloadDeferredModules(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name="${DEFERRED_MODULE_META}"]`)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = meta.content;
    document.head.append(link);
  }
}
