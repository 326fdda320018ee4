import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminUser,
  UserAccessRequest,
  UserDetail,
  UserList,
  UserParams,
  UserSearchQuery,
} from '../../shared/api/admin';
import { HttpError } from '../http/errors';
import { recordAudit } from './audit';
import { adminRefusals } from './refusals';
import { adminEmails, findAdminUser, searchUsers, setDisabled, userDetail } from './users-service';

/** GET /admin/users, /admin/users/{id}; POST /admin/users/{id}/access disables or re-enables an account. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Accounts whose e-mail or name contains q',
        querystring: UserSearchQuery,
        response: { 200: UserList, ...adminRefusals },
      },
    },
    async (request) => searchUsers(db, request.query.q),
  );

  app.get(
    '/admin/users/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "One account's orders, live sites, content progress and chat",
        params: UserParams,
        response: { 200: UserDetail, ...adminRefusals },
      },
    },
    async (request) => {
      const detail = await userDetail(db, Number(request.params.userId), await adminEmails(db));
      if (!detail) throw new HttpError(404, 'No account has that id.');
      return detail;
    },
  );

  app.post(
    '/admin/users/:userId/access',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disable an account (no login, its tokens stop working) or enable it again',
        params: UserParams,
        body: UserAccessRequest,
        response: { 200: AdminUser, ...adminRefusals, 409: adminRefusals[400] },
      },
    },
    async (request) => {
      const userId = Number(request.params.userId);
      const { disabled } = request.body;
      const user = await findAdminUser(db, userId);
      if (!user) throw new HttpError(404, 'No account has that id.');
      if (user.role === 'admin') throw new HttpError(409, 'An admin account cannot be disabled here.');
      if (Boolean(user.disabledAt) === disabled) return user;
      await setDisabled(db, userId, disabled, config.now());
      await recordAudit(request, disabled ? 'user.disable' : 'user.enable', `user:${userId}`, { email: user.email });
      return (await findAdminUser(db, userId))!;
    },
  );
};

export default usersRoutes;
