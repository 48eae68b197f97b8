import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, readEnv } from './env';
import { startServer, type RunningServer } from './start';

/** The only file that listens: reads the environment, starts, and shuts down cleanly on signals. */
async function main(): Promise<void> {
  let server: RunningServer;
  try {
    server = await startServer(readEnv());
  } catch (error) {
    if (error instanceof EnvError || error instanceof DataDirLockedError) {
      console.error(`Skillweave cannot start. ${error.message}`);
    } else {
      console.error('Skillweave failed to start:', error);
    }
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    server
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error('Skillweave did not shut down cleanly:', error);
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

void main();
