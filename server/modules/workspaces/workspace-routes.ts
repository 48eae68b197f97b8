import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidField } from '../../../common/schemas/fields';
import {
  changeRoleSchema,
  createInvitationSchema,
  invitationPreviewSchema,
  invitationSchema,
  memberSchema,
  workspaceNameSchema,
  workspaceSchema,
} from '../../../common/schemas/workspaces';
import { errorResponses } from '../../http/error-responses';
import { companyIdParams } from '../../http/params';
import { routeRateLimit } from '../../infra/rate-limits/rate-limits';
import {
  acceptInvitation,
  createInvitation,
  listInvitations,
  previewInvitation,
  resendInvitation,
  revokeInvitation,
} from './invitations';
import {
  changeMemberRole,
  createWorkspace,
  getWorkspace,
  listMembers,
  listMyWorkspaces,
  removeMember,
  renameWorkspace,
} from './workspaces';

const memberParams = z.object({ companyId: uuidField(), userId: uuidField() });
const invitationParams = z.object({ companyId: uuidField(), id: uuidField() });
const tokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This is not an invitation link'),
});

/** Workspaces, their members and invitations (rules in server/modules/workspaces/workspaces.ts and invitations.ts). */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = { sendMail: app.sendMail, publicUrl: app.publicUrl };

  app.get(
    '/api/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'The workspaces the current person belongs to (none for anonymous visitors)',
        response: { 200: z.array(workspaceSchema) },
      },
    },
    async (request) => listMyWorkspaces(app.db, await request.currentUserId()),
  );

  app.post(
    '/api/workspaces',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Create a workspace with the signed-in person as its owner (their address proven)',
        body: workspaceNameSchema,
        response: { 201: workspaceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const userId = await request.signedInUserId('Sign in to create a workspace');
      return reply.code(201).send(await createWorkspace(app.db, userId, request.body.name));
    },
  );

  app.get(
    '/api/workspaces/:companyId',
    {
      schema: {
        tags: ['workspaces'],
        summary: "A workspace and the current person's role in it (members, or anyone for the demo)",
        params: companyIdParams,
        response: { 200: workspaceSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => getWorkspace(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.patch(
    '/api/workspaces/:companyId',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Rename a workspace (owners and admins)',
        params: companyIdParams,
        body: workspaceNameSchema,
        response: { 200: workspaceSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      renameWorkspace(app.db, await request.currentUserId(), request.params.companyId, request.body.name),
  );

  app.get(
    '/api/workspaces/:companyId/members',
    {
      schema: {
        tags: ['workspaces'],
        summary: "A workspace's people and roles; emails only for oneself and for owners and admins",
        params: companyIdParams,
        response: { 200: z.array(memberSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => listMembers(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.patch(
    '/api/workspaces/:companyId/members/:userId',
    {
      schema: {
        tags: ['workspaces'],
        summary: "Change a member's role (owners and admins; the owner role only by an owner; one owner stays)",
        params: memberParams,
        body: changeRoleSchema,
        response: { 200: memberSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) =>
      changeMemberRole(
        app.db,
        await request.currentUserId(),
        request.params.companyId,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/api/workspaces/:companyId/members/:userId',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Remove a member (owners and admins) or leave (your own id); the last owner cannot go',
        params: memberParams,
        response: { 204: z.null(), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(app.db, await request.currentUserId(), request.params.companyId, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/workspaces/:companyId/invitations',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Pending invitations (owners and admins)',
        params: companyIdParams,
        response: { 200: z.array(invitationSchema), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => listInvitations(app.db, await request.currentUserId(), request.params.companyId),
  );

  app.post(
    '/api/workspaces/:companyId/invitations',
    {
      config: routeRateLimit(app.rateLimits, 'invitations'),
      schema: {
        tags: ['workspaces'],
        summary: 'Invite someone by email (owners and admins): the mail carries a link to accept',
        params: companyIdParams,
        body: createInvitationSchema,
        response: { 201: invitationSchema, ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createInvitation(app.db, mailer, await request.currentUserId(), request.params.companyId, request.body),
        ),
  );

  app.post(
    '/api/workspaces/:companyId/invitations/:id/resend',
    {
      config: routeRateLimit(app.rateLimits, 'invitations'),
      schema: {
        tags: ['workspaces'],
        summary: 'Mail a pending invitation again with a new link (the old link stops working)',
        params: invitationParams,
        response: { 200: invitationSchema, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) =>
      resendInvitation(app.db, mailer, await request.currentUserId(), request.params.companyId, request.params.id),
  );

  app.delete(
    '/api/workspaces/:companyId/invitations/:id',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Revoke a pending invitation (its link stops working)',
        params: invitationParams,
        response: { 204: z.null(), ...errorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      await revokeInvitation(app.db, await request.currentUserId(), request.params.companyId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:token',
    {
      schema: {
        tags: ['workspaces'],
        summary: "What an invitation link invites to: the workspace's name, the invited address, its state",
        params: tokenParams,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => previewInvitation(app.db, request.params.token),
  );

  app.post(
    '/api/invitations/:token/accept',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Join the workspace: needs sign-in with the invited address',
        params: tokenParams,
        response: { 200: workspaceSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      acceptInvitation(
        app.db,
        await request.signedInUserId('Sign in with the invited email to accept this invitation'),
        request.params.token,
      ),
  );
};
