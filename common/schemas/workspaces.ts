import { z } from 'zod';
import { LIMITS } from '../constants';
import { emailField, nameText, oneOf } from './fields';

/**
 * Workspaces: a company's private hub, run by its people. Owners and admins manage members and
 * invitations; members read and write the hub. A workspace always keeps at least one owner.
 */

export const WORKSPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];
/** Roles an invitation can carry: ownership is handed over by an owner, never by mail. */
export const INVITABLE_ROLES = ['admin', 'member'] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** POST /api/workspaces and PATCH /api/workspaces/{companyId}: the workspace's name. */
export const workspaceNameSchema = z.object({ name: nameText(LIMITS.nameMax) });
export type WorkspaceNameInput = z.input<typeof workspaceNameSchema>;

/** A workspace as one of its people sees it. The demo workspace is open to everyone (role null there). */
export const workspaceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The caller's role; null in the demo workspace, which every visitor shares and nobody administers. */
  role: z.enum(WORKSPACE_ROLES).nullable(),
  isDemo: z.boolean(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const memberSchema = z.object({
  userId: z.uuid(),
  fullName: z.string(),
  /** Shown to the member themself and to the workspace's owners and admins; null otherwise. */
  email: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

/** PATCH /api/workspaces/{companyId}/members/{userId} */
export const changeRoleSchema = z.object({ role: oneOf(WORKSPACE_ROLES) });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** POST /api/workspaces/{companyId}/invitations */
export const createInvitationSchema = z.object({
  email: emailField(),
  role: oneOf(INVITABLE_ROLES).default('member'),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

/** A pending invitation, as the workspace's admins see it (never its token). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;

/** GET /api/invitations/{token}: what the holder of the link is invited to. */
export const invitationPreviewSchema = z.object({
  workspaceName: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.iso.datetime(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;
