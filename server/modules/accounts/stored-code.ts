import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../infra/db/client';

/**
 * Trying a mailed 6-digit code kept in `auth_verifications` as `HASH:WRONG_TRIES` (the form Better Auth's email
 * codes are written in; the email-change codes use it too).
 *
 * One UPDATE both counts the try and compares it, under the row's lock: tries sent at once, to one app server or
 * to several on PostgreSQL, take the lock one after another, so each has its place in line. The right code is
 * accepted only while fewer than `maxWrong` wrong tries came before it, and is marked used in the same statement,
 * so every try after it finds no code. (Better Auth's own check deleted the row, compared, and wrote it back; a try
 * arriving meanwhile was refused without being counted or compared.)
 */

export type CodeTry = 'right' | 'wrong' | 'spent' | 'expired' | 'none';

/**
 * How a code is stored: an HMAC keyed with the auth secret, so the table alone does not give the codes away
 * (a plain hash of one of a million codes is undone by trying them all).
 */
export function codeHasher(secret: string): (code: string) => string {
  return (code) => createHmac('sha256', secret).update(`mailed-code:${code}`).digest('base64url');
}

/** Trims spaces a person may type or paste around and inside the six digits. */
export const normalizeCode = (code: string) => code.replace(/\s+/g, '');

export async function tryStoredCode(
  db: Database,
  { identifier, hash, maxWrong }: { identifier: string; hash: string; maxWrong: number },
): Promise<CodeTry> {
  const rows = rowsOf<{ value: string; expired: boolean }>(
    await db.execute(sql`
      WITH latest AS (
        SELECT id FROM auth_verifications WHERE identifier = ${identifier}
        ORDER BY created_at DESC, id DESC LIMIT 1
      )
      UPDATE auth_verifications AS code SET
        value = CASE
          WHEN split_part(code.value, ':', 1) = ${hash}
            AND split_part(code.value, ':', 2)::int < ${maxWrong}
            AND code.expires_at > now()
          THEN 'used:' || split_part(code.value, ':', 2)
          ELSE split_part(code.value, ':', 1) || ':' || (split_part(code.value, ':', 2)::int + 1)
        END,
        updated_at = now()
      FROM latest
      WHERE code.id = latest.id AND split_part(code.value, ':', 2) ~ '^[0-9]+$' AND code.value NOT LIKE 'used:%'
      RETURNING code.value, code.expires_at <= now() AS expired`),
  );
  const row = rows[0];
  if (!row) return 'none';
  if (row.value.startsWith('used:')) {
    // Used once: this code and any older one for the same purpose are done with.
    await db.execute(sql`DELETE FROM auth_verifications WHERE identifier = ${identifier}`);
    return 'right';
  }
  if (row.expired) return 'expired';
  const wrongTries = Number(row.value.split(':')[1]);
  return wrongTries > maxWrong ? 'spent' : 'wrong';
}
