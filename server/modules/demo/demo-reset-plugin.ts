import type { FastifyInstance } from 'fastify';
import { DEMO_WORKSPACE } from '../../../common/constants';
import { ANALYTICS_TOPIC, knowledgeTopic } from '../../infra/change-bus/write-announcer';
import { resetDemoWorkspace } from './demo-reset';

/**
 * Calls `reset` every `tickMs` until stopped; the timer never keeps the process alive. The tick is shorter than the
 * period (a minute at most), so the demo is reset within a minute of each period's end however often servers
 * restart: the database's row, not this timer, says when the last reset was.
 */
export function scheduleDemoResets(options: {
  periodMs: number;
  reset: () => Promise<boolean>;
  onReset: () => void;
  onError: (error: unknown) => void;
}): () => void {
  const tickMs = Math.min(options.periodMs, 60_000);
  let running = false;
  const timer = setInterval(() => {
    // A reset still running on a busy database is not started a second time.
    if (running) return;
    running = true;
    options
      .reset()
      .then((done) => {
        if (done) options.onReset();
      }, options.onError)
      .finally(() => (running = false));
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Resets the public demo every `minutes` (DEMO_RESET_MINUTES; 0: never) while the app runs, and tells every app
 * server's caches that the demo's articles and figures changed.
 */
export function registerDemoResets(app: FastifyInstance, minutes: number): void {
  if (minutes <= 0) return;
  const periodMs = minutes * 60_000;
  const stop = scheduleDemoResets({
    periodMs,
    reset: () => resetDemoWorkspace(app.db, { periodMs }),
    onReset: () => {
      app.log.info('The demo workspace was put back to its seeded state');
      void Promise.all([
        app.changes.publish(ANALYTICS_TOPIC),
        app.changes.publish(knowledgeTopic(DEMO_WORKSPACE.companyId)),
      ]).catch((error: unknown) => app.log.warn({ err: error }, 'Could not announce the demo reset to the caches'));
    },
    onError: (error) => app.log.warn({ err: error }, 'Could not reset the demo workspace; the next tick tries again'),
  });
  app.addHook('onClose', async () => stop());
}
