import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetToastsForTests } from '@/components/ui/use-toast';

// findBy* and waitFor give up after one second by default: on a 2-core machine running the server suites beside
// these, a busy moment made three component tests fail that way. What they wait for is eventual, not timed.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the pointer-capture and scrolling APIs Radix Select calls when it opens.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

afterEach(() => {
  cleanup();
  resetToastsForTests();
  // Undoes installFakeApi (test/fake-api.ts) and any other vi.stubGlobal, so no test sees another's fetch.
  vi.unstubAllGlobals();
});
