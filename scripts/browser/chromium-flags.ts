/**
 * What Chromium needs to run headless as root on a machine without network access, besides the headless flag
 * itself (Playwright and Lighthouse spell that one differently): shared by the end-to-end tests and the phone
 * benchmark so both drive the same browser the same way.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
