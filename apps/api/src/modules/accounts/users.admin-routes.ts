import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authResponseSchema } from '@mavazi/shared/auth.schemas';
import { errorSchema, idParamsSchema, pageQuerySchema } from '@mavazi/shared/common.schemas';
import { LIMITS } from '@mavazi/shared/constants';
import {
  adminUserSchema,
  customerUpdateBodySchema,
  staffAcceptBodySchema,
  staffInviteBodySchema,
  staffMemberSchema,
  staffUpdateBodySchema,
} from '@mavazi/shared/staff.schemas';
import type { UserRow } from '../../db/schema';
import { sendPage } from '../../lib/paging';
import { auditActor } from '../audit/audit-actor';
import { acceptInvitation, inviteStaff, listStaff, updateStaff } from './staff.service';
import { toUserDto } from './user-dto';
import { listAllUsers, setCustomerDisabled } from './users.service';

const adminErrors = { 401: errorSchema, 403: errorSchema } as const;

function toAdminUser(row: UserRow) {
  return { ...toUserDto(row), disabled: row.disabled_at !== null };
}

export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

  app.get(
    '/admin/users',
    {
      config: { permission: 'customers.read' },
      schema: {
        ...common,
        summary: 'Accounts, oldest first (paged; X-Total-Count holds the number of accounts)',
        querystring: pageQuerySchema(LIMITS.adminPageSize),
        response: { 200: z.array(adminUserSchema), 400: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const page = await listAllUsers(app.deps, request.query);
      return sendPage(reply, page).map(toAdminUser);
    },
  );

  app.patch(
    '/admin/users/:id',
    {
      config: { permission: 'customers.erase' },
      schema: {
        ...common,
        summary: "Disable a shopper's account (its tokens stop working at once) or enable it again",
        params: idParamsSchema,
        body: customerUpdateBodySchema,
        response: { 200: adminUserSchema, 400: errorSchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request) =>
      toAdminUser(
        await setCustomerDisabled(
          app.deps,
          auditActor(request),
          request.params.id,
          request.body.disabled,
        ),
      ),
  );

  app.get(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        ...common,
        summary: 'Staff accounts with their role and status (active, invited, disabled)',
        response: { 200: z.array(staffMemberSchema), ...adminErrors },
      },
    },
    async () => listStaff(app.deps),
  );

  app.post(
    '/admin/staff',
    {
      config: { permission: 'staff.manage' },
      schema: {
        ...common,
        summary:
          'Invite a staff member: mails a single-use link (7 days) to /admin/accept-invite?token=',
        body: staffInviteBodySchema,
        response: { 201: staffMemberSchema, 400: errorSchema, ...adminErrors, 409: errorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inviteStaff(app.deps, auditActor(request), request.body)),
  );

  app.post(
    '/admin/staff/accept',
    {
      config: { noStore: true },
      schema: {
        tags: ['admin'],
        summary: "Choose a password with an invitation's link (once) and sign in",
        body: staffAcceptBodySchema,
        response: { 200: authResponseSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const user = await acceptInvitation(app.deps, request.body);
      return { access_token: app.issueAccessToken(user, 'admin'), user: toUserDto(user) };
    },
  );

  app.patch(
    '/admin/staff/:id',
    {
      config: { permission: 'staff.manage' },
      schema: {
        ...common,
        summary:
          "Change a member's role or disable the account (its tokens stop working at once); the last active owner stays (409 LAST_OWNER)",
        params: idParamsSchema,
        body: staffUpdateBodySchema,
        response: {
          200: staffMemberSchema,
          400: errorSchema,
          ...adminErrors,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => updateStaff(app.deps, auditActor(request), request.params.id, request.body),
  );
};
