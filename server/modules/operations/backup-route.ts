import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { tokenMatches } from '../../infra/backup/access';
import { dumpEmbedded } from '../../infra/backup/embedded';

/**
 * GET /api/operations/backup: the embedded database as a gzip'd tar, for `npm run backup` on the same machine.
 * It answers only to the token the server wrote into its data directory (server/infra/backup/access.ts), and only
 * exists when the server runs on an embedded database; PostgreSQL is backed up with pg_dump instead. Left out
 * of the API's description: it is an operator's tool, not part of the product's API.
 */
export function registerBackupRoute(app: FastifyInstance, options: { token: string; pglite: PGlite }): void {
  app.get('/api/operations/backup', { config: { compress: false }, schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '');
    if (!tokenMatches(options.token, given))
      throw new AppError(
        403,
        'backup_not_allowed',
        'Backups are taken with "npm run backup" on the machine that holds the data directory',
      );
    const archive = await dumpEmbedded(options.pglite);
    request.log.info({ backup: { bytes: archive.length } }, 'backup taken');
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', 'attachment; filename="skillweave-backup.tar.gz"')
      .header('cache-control', 'no-store')
      .send(archive);
  });
}
