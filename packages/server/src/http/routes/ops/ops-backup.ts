// GET /api/ops/backup: the embedded database as a gzipped tarball, for `npm run ops -- backup:create`.
// Only the running server may read its DATA_DIR (one process owns PGlite's files), so it makes the copy.
// Operators only; with PostgreSQL the answer says to use pg_dump.
import { createHash } from 'node:crypto';
import { londonToday } from '@callout/contracts/london-time';
import type { FastifyInstance } from 'fastify';
import { requireOperator } from '../../../domain/support/operators';
import { ApiError } from '../../../errors';
import { backupMessages } from '../../../infra/backup/backup-messages';
import type { Services } from '../../../services';
import { documented } from '../../openapi/route-contract';

export const backupChecksumHeader = 'x-backup-sha256';

export function registerOpsBackupRoutes(api: FastifyInstance, { db }: Services): void {
  const contract = documented({
    summary: 'A consistent copy of the embedded database (gzipped tarball; PostgreSQL: use pg_dump)',
    access: 'operator',
    response: { mediaType: 'application/gzip' },
    errors: [409],
  });
  api.get('/ops/backup', contract, async (request, reply) => {
    const operator = await requireOperator(db, request);
    if (!db.backup) throw new ApiError(409, backupMessages.usePgDump);
    const bytes = await db.backup();
    const tarball = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    request.log.info({ operator: operator.id, bytes: tarball.length }, 'database backup taken');
    const day = londonToday();
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="callout-${day}.tar.gz"`)
      .header(backupChecksumHeader, createHash('sha256').update(tarball).digest('hex'))
      .send(tarball);
  });
}
