import type { FastifyInstance } from 'fastify';
import { dhakaDateString } from '@hospital/contract/format';
import {
  batchParamsSchema,
  receiveStockSchema,
  reorderLevelSchema,
  stockAlertsSchema,
  stockItemSchema,
  stockListSchema,
  stockMedicineParamsSchema,
  stockQuerySchema,
} from '@hospital/contract/pharmacy';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { listStock, receiveStock, setReorderLevel, stockAlerts, writeOffBatch } from './stock.service.js';

/** The pharmacy's stock: batches received, the stock list and its alerts, reorder levels, expired batches written off. */
export async function stockRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const route = routesOf(app, { tag: 'pharmacy' });
  const today = () => dhakaDateString(ctx.clock());

  route.get(
    '/pharmacy/stock',
    {
      access: 'pharmacy',
      summary: 'The stock of each medicine: units in unexpired batches, reorder level and batches with units left',
      query: stockQuerySchema,
      data: stockListSchema,
    },
    async (request) => ok('Stock retrieved successfully.', await listStock(ctx.db, request.query, today())),
  );

  route.post(
    '/pharmacy/stock',
    {
      access: 'pharmacy',
      summary: 'Receive a batch (the same batch again, with the same expiry date and price, adds to it)',
      body: receiveStockSchema,
      data: stockItemSchema,
    },
    async (request) => ok('Stock received.', await receiveStock(ctx.db, request.user!, request.body, today())),
  );

  route.get(
    '/pharmacy/stock/alerts',
    {
      access: 'pharmacy',
      summary: 'Medicines below their reorder level, and batches expiring within 90 days (expired ones first)',
      data: stockAlertsSchema,
    },
    async () => ok('Stock alerts retrieved successfully.', await stockAlerts(ctx.db, today())),
  );

  route.put(
    '/pharmacy/stock/:medicineId/reorder-level',
    {
      access: 'pharmacy',
      summary: "Set a medicine's reorder level",
      params: stockMedicineParamsSchema,
      body: reorderLevelSchema,
      data: stockItemSchema,
    },
    async (request) =>
      ok(
        'Reorder level saved.',
        await setReorderLevel(ctx.db, request.params.medicineId, request.body.reorderLevel, today()),
      ),
  );

  route.post(
    '/pharmacy/stock/batches/:batchId/write-off',
    {
      access: 'pharmacy',
      summary: 'Write off what is left of an expired batch',
      params: batchParamsSchema,
      data: stockItemSchema,
    },
    async (request) =>
      ok('Batch written off.', await writeOffBatch(ctx.db, request.user!, request.params.batchId, today())),
  );
}
