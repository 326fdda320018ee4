/**
 * Every capability's routes, registered under /rest/api. A capability lives in its own folder with its
 * routes, service and tests; this list is the only place they meet.
 */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import cartRoutes from './cart/routes';
import catalogueRoutes from './catalogue/routes';
import contentRoutes from './content/routes';
import healthRoutes from './health/routes';
import mediaRoutes from './media/routes';
import paymentRoutes from './payments/routes';
import storefrontRoutes from './storefront/routes';

export const apiFeatures: FastifyPluginAsync[] = [
  healthRoutes,
  storefrontRoutes,
  authRoutes,
  cartRoutes,
  catalogueRoutes,
  paymentRoutes,
  contentRoutes,
  mediaRoutes,
];
