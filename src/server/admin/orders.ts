import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderFilter, OrderListQuery, OrderPage, OrdersCsv } from '../../shared/api/admin';
import { kolkataDay } from '../../shared/days';
import { ordersCsvStream } from './orders-csv';
import { listOrders, orderConditions, ordersForExport } from './orders-service';
import { adminRefusals } from './refusals';
import { sendCsv } from '../http/csv';

/** GET /admin/orders (a page) and /admin/orders/export.csv (every order the same filter shows). */
const ordersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ['admin'],
        summary: 'Orders, newest first, filtered by state, creation day and buyer',
        querystring: OrderListQuery,
        response: { 200: OrderPage, ...adminRefusals },
      },
    },
    async (request) => {
      const { page, ...filter } = request.query;
      return listOrders(app.ctx.db, filter, page ? Number(page) : 1);
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        tags: ['admin'],
        summary: 'The filtered orders as CSV (UTF-8 with BOM), streamed',
        querystring: OrderFilter,
        produces: ['text/csv'],
        response: { 200: { content: { 'text/csv': { schema: OrdersCsv } } }, ...adminRefusals },
      },
    },
    async (request, reply) => {
      orderConditions(request.query); // a bad filter is a 400 before the download starts
      const name = `orders-${kolkataDay(app.ctx.config.now())}.csv`;
      return sendCsv(reply, name, ordersCsvStream(ordersForExport(app.ctx.db, request.query)));
    },
  );
};

export default ordersRoutes;
