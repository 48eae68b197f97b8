// Before the end-to-end suite: finds the browser it drives, or gets one (see browser/find-browser.ts),
// and says which. Stops with one sentence when no browser can be had; the suite is never skipped.
import { BrowserNotFoundError, describeBrowser, obtainBrowser } from './browser/find-browser';
import { realSystem } from './browser/real-system';

try {
  console.log(describeBrowser(obtainBrowser(realSystem)));
} catch (error) {
  if (!(error instanceof BrowserNotFoundError)) throw error;
  console.error(error.message);
  process.exit(1);
}
