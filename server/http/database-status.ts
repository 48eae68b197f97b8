import type { FastifyInstance } from 'fastify';
import type { StatusWatch } from '../infra/db/status';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../infra/db/unavailable';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can be reached and written now (server/infra/db/status.ts). */
    databaseStatus: StatusWatch;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Calls that answer without the database: health checks and the API's own description. */
const WITHOUT_DATABASE = /^\/api\/(health(\/|$|\?)|docs(\/|$|\?)|openapi\.json)/;

export const databaseUnavailable = () => new AppError(503, 'database_unavailable', DATABASE_UNAVAILABLE_MESSAGE);

/**
 * Answers API requests from what the server already knows about its database, before any other work (request
 * budgets included, which are counted in PostgreSQL): while it cannot be reached, 503 at once instead of a wait
 * for a time-out; while the embedded database's disk is nearly full, writes 507 and reads as usual. Each change
 * of the status is logged once, as a structured record.
 */
export function registerDatabaseStatus(app: FastifyInstance, watch: StatusWatch): void {
  app.decorate('databaseStatus', watch);
  watch.onChange((change) => app.log[change.level](change.fields, change.message));
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/') || WITHOUT_DATABASE.test(request.url)) return done();
    const status = watch.status();
    if (!status.reachable) return done(databaseUnavailable());
    if (!status.writable && WRITE_METHODS.has(request.method))
      return done(new AppError(507, 'disk_full', status.problem ?? 'The server cannot store changes right now'));
    done();
  });
}
