/**
 * Resolves once the browser has had the chance to paint what the HTML already holds: a frame is requested
 * and the promise settles in the task after it. A hidden tab paints nothing and runs no frames, so there
 * it resolves at once.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
