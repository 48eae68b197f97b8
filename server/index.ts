import { EnvError, readEnv, type Env } from './env';
import { DataDirLockedError } from './infra/db/data-dir-lock';
import { NotEnoughDiskError } from './infra/db/disk-space';
import { startServer, type RunningServer } from './start';

/** After the deadline and the connections are closed, the database gets this long to close before the exit. */
const LAST_GRACE_MS = 5_000;

/** The only file that listens: reads the environment, starts, and shuts down on signals within a deadline. */
async function main(): Promise<void> {
  let env: Env;
  let server: RunningServer;
  try {
    env = readEnv();
    server = await startServer(env);
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof NotEnoughDiskError) {
      console.error(`Skillweave cannot start. ${error.message}`);
    } else {
      console.error('Skillweave failed to start:', error);
    }
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: whoever sent it will not wait. Close the database (its writes are all acknowledged
      // ones) and leave, cutting off requests in flight.
      server.app.log.warn({ signal }, 'second signal: closing the database and exiting now');
      void server.stopNow().finally(() => process.exit(1));
      return;
    }
    stopping = true;
    server.app.log.info(
      { signal, deadlineMs: env.shutdownTimeoutMs },
      'shutting down: finishing requests in flight until the deadline',
    );
    // Whatever happens below (a database that does not close), the process ends.
    setTimeout(() => {
      console.error('Skillweave did not shut down within its deadline: exiting');
      process.exit(1);
    }, env.shutdownTimeoutMs + LAST_GRACE_MS).unref();
    server
      .stop(env.shutdownTimeoutMs)
      .then((inTime) => {
        if (!inTime) server.app.log.warn('requests still in flight at the deadline were cut off');
        process.exit(inTime ? 0 : 1);
      })
      .catch((error: unknown) => {
        console.error('Skillweave did not shut down cleanly:', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
