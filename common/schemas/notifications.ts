import { z } from 'zod';

/** What an inbox entry is about. Each kind is written by the service that makes the change it reports. */
export const NOTIFICATION_KINDS = [
  'swap_proposed',
  'swap_accepted',
  'swap_declined',
  'swap_cancelled',
  'swap_completed',
  'swap_sessions_scheduled',
  'session_joined',
  'session_waitlisted',
  'session_promoted',
  'session_rescheduled',
  'session_cancelled',
  'session_left',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One entry of a person's inbox, newest first; `text` is the sentence the inbox shows. */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  text: z.string(),
  companyId: z.uuid().nullable(),
  actor: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  swapId: z.uuid().nullable(),
  sessionId: z.uuid().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
