import { afterFirstPaint } from './boot/after-first-paint';
import { preloadDeferredModules } from './boot/deferred-modules';
import './styles.css';

/**
 * The entry is small on purpose: React, the router and the pages come in `start-app`, a chunk of its own.
 * A page rendered at build time already holds its text, so that code is fetched only once the browser has
 * painted it: on a slow phone the stylesheet and the HTML then have the connection to themselves and the
 * page shows sooner; the code still arrives in one round of parallel requests (the app's chunk with its
 * imports, and the page's own modules listed in the HTML). Any other page has nothing to show before
 * React runs, so it starts at once and its modules are preloaded from the HTML as usual.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const drawnAtBuild = container.firstElementChild !== null;
void (drawnAtBuild ? afterFirstPaint() : Promise.resolve())
  .then(() => {
    preloadDeferredModules();
    return import('./start-app');
  })
  .then(({ startApp }) => startApp(container));
