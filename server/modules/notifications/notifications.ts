import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification, NotificationKind } from '../../../common/schemas/notifications';
import type { Database } from '../../infra/db/client';
import { notifications, users } from '../../infra/db/schema';

/**
 * The in-app inbox. A service that changes something another person cares about (a swap proposed to them, a
 * session they joined moved) calls `notify` in the same transaction as the change, so an entry exists exactly
 * when the change does. Mail, where configured, is sent after the commit by the same service.
 */

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  text: string;
  companyId?: string | null;
  actorId?: string | null;
  swapId?: string | null;
  sessionId?: string | null;
}

/** Writes inbox entries; nobody is told about their own action. */
export async function notify(db: Database, entries: NewNotification | NewNotification[]): Promise<void> {
  const list = (Array.isArray(entries) ? entries : [entries]).filter((entry) => entry.userId !== entry.actorId);
  if (list.length === 0) return;
  await db.insert(notifications).values(
    list.map((entry) => ({
      userId: entry.userId,
      kind: entry.kind,
      text: entry.text,
      companyId: entry.companyId ?? null,
      actorId: entry.actorId ?? null,
      swapId: entry.swapId ?? null,
      sessionId: entry.sessionId ?? null,
    })),
  );
}

/** The most recent entries of one person's inbox, newest first. */
export async function listNotifications(db: Database, userId: string, limit = 50): Promise<Notification[]> {
  const rows = await db
    .select({ entry: notifications, actorName: users.fullName })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(limit);
  return rows.map(({ entry, actorName }) => ({
    id: entry.id,
    kind: entry.kind as NotificationKind,
    text: entry.text,
    companyId: entry.companyId,
    actor: entry.actorId && actorName !== null ? { id: entry.actorId, fullName: actorName } : null,
    swapId: entry.swapId,
    sessionId: entry.sessionId,
    read: entry.readAt !== null,
    createdAt: entry.createdAt.toISOString(),
  }));
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.count ?? 0);
}

/** Marks the given entries of this person (or all of them) read; other people's entries are never touched. */
export async function markNotificationsRead(db: Database, userId: string, ids?: string[]): Promise<void> {
  if (ids?.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}
