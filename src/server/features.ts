/**
 * Every capability's routes, registered under /rest/api. A capability lives in its own folder with its
 * routes, service and tests; this list is the only place they meet.
 */
import type { FastifyPluginAsync } from 'fastify';
import adminRoutes from './admin/routes';
import accountFeatureRoutes from './account/routes';
import { cartListFor } from './cart';
import cartRoutes from './cart/routes';
import cardRoutes from './cards/routes';
import catalogueRoutes from './catalogue/routes';
import chatRoutes from './chat/routes';
import contentRoutes from './content/routes';
import dashboardRoutes from './dashboard/routes';
import guestListRoutes from './guests/routes';
import healthRoutes from './health/routes';
import invitationRoutes from './invitation/routes';
import keepsakeRoutes from './keepsake/routes';
import liveRoutes from './live/routes';
import lookRoutes from './look/routes';
import mediaRoutes from './media/routes';
import moderationRoutes from './moderation/routes';
import paymentRoutes from './payments/routes';
import settingsRoutes from './settings/routes';
import shagunRoutes from './shagun/routes';
import storefrontRoutes from './storefront/routes';

/** Login answers with the user's cart: accounts and the cart meet here rather than in each other. */
const accountRoutes: FastifyPluginAsync = (app) => accountFeatureRoutes(app, { cartOnLogin: cartListFor });

export const apiFeatures: FastifyPluginAsync[] = [
  healthRoutes,
  storefrontRoutes,
  accountRoutes,
  cartRoutes,
  catalogueRoutes,
  paymentRoutes,
  contentRoutes,
  mediaRoutes,
  lookRoutes,
  liveRoutes,
  chatRoutes,
  moderationRoutes,
  dashboardRoutes,
  settingsRoutes,
  adminRoutes,
  invitationRoutes,
  guestListRoutes,
  keepsakeRoutes,
  cardRoutes,
  shagunRoutes,
];
