import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { objectIdSchema } from '@hospital/contract/ids';
import {
  IMPORT_FILE_MISSING_MESSAGE,
  IMPORT_FILE_TOO_LARGE_MESSAGE,
  IMPORT_MAX_BYTES,
  importReportSchema,
  medicineHitSchema,
  medicineInputSchema,
  medicineListQuerySchema,
  medicineListSchema,
  medicineSchema,
  medicineSearchQuerySchema,
} from '@hospital/contract/medicines';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../lib/reply.js';
import { routesOf } from '../../lib/routes.js';
import { uploadedFile } from '../../lib/uploads.js';
import { MedicineCatalog } from './medicine-catalog.js';
import {
  addMedicine,
  applyImport,
  editMedicine,
  listMedicines,
  previewImport,
  searchMedicines,
  setRetired,
  type Formulary,
} from './medicines.service.js';

const idParams = z.object({ id: objectIdSchema });

export async function medicinesRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  // This process's search index: built on the first search, dropped on every change (medicine-catalog.ts).
  const catalog = new MedicineCatalog(ctx.database, ctx.log);
  await catalog.start();
  app.addHook('onClose', () => catalog.stop());
  const formulary: Formulary = { db: ctx.db, catalog };
  const route = routesOf(app, { tag: 'medicines' });

  route.get(
    '/medicines/search',
    {
      access: 'formulary',
      summary: 'Search the active medicines by brand or generic as the doctor types (typo-tolerant, at most 20)',
      query: medicineSearchQuerySchema,
      data: z.array(medicineHitSchema),
      logOnlyFailedOrSlow: true,
    },
    async (request, reply) => {
      const hits = await searchMedicines(formulary, request.query.q);
      // How long the server took, from the request's arrival to the answer (the bench reads it: the target is 50 ms).
      reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
      return ok('Medicines found.', hits);
    },
  );

  route.get(
    '/medicines',
    {
      access: 'admin',
      summary: 'List the formulary, retired medicines included, 50 a page',
      query: medicineListQuerySchema,
      data: medicineListSchema,
    },
    async (request) => ok('Medicines retrieved successfully.', await listMedicines(formulary, request.query)),
  );

  route.post(
    '/medicines',
    { access: 'admin', summary: 'Add a medicine', body: medicineInputSchema, data: medicineSchema, status: 201 },
    async (request) => ok('Medicine added.', await addMedicine(formulary, request.user!, request.body)),
  );

  route.patch(
    '/medicines/:id',
    { access: 'admin', summary: 'Edit a medicine', params: idParams, body: medicineInputSchema, data: medicineSchema },
    async (request) =>
      ok('Medicine saved.', await editMedicine(formulary, request.user!, request.params.id, request.body)),
  );

  route.post(
    '/medicines/:id/retire',
    {
      access: 'admin',
      summary: 'Retire a medicine: search no longer finds it',
      params: idParams,
      data: medicineSchema,
    },
    async (request) => ok('Medicine retired.', await setRetired(formulary, request.user!, request.params.id, true)),
  );

  route.post(
    '/medicines/:id/restore',
    { access: 'admin', summary: 'Restore a retired medicine', params: idParams, data: medicineSchema },
    async (request) => ok('Medicine restored.', await setRetired(formulary, request.user!, request.params.id, false)),
  );

  // Multipart is parsed in this scope only: every other route still answers a multipart body with 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
    });
    const upload = routesOf(uploads, { tag: 'medicines' });
    const importSpec = {
      access: 'admin' as const,
      consumes: ['multipart/form-data'],
      data: importReportSchema,
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
    };
    upload.post(
      '/medicines/import/preview',
      {
        ...importSpec,
        summary:
          'Preview a CSV import (multipart field `file`: columns brand, generic, strength, form, manufacturer; at most 5 MB and 30,000 lines): what each line would add, change or why it is refused',
      },
      async (request) => ok('Import preview ready.', await previewImport(formulary, (await csvUpload(request)).bytes)),
    );
    upload.post(
      '/medicines/import/apply',
      {
        ...importSpec,
        summary:
          'Apply a CSV import (the same file as the preview) in one transaction; applying it again changes nothing',
      },
      async (request) => {
        const { bytes, name } = await csvUpload(request);
        return ok('Import applied.', await applyImport(formulary, request.user!, bytes, name));
      },
    );
  });
}

/** The one file of the multipart body, in memory (at most 5 MB); a missing or oversized file is a 400. */
async function csvUpload(request: FastifyRequest): Promise<{ bytes: Buffer; name: string }> {
  const messages = { missing: IMPORT_FILE_MISSING_MESSAGE, tooLarge: IMPORT_FILE_TOO_LARGE_MESSAGE };
  const { bytes, fileName } = await uploadedFile(request, 'file', messages);
  return { bytes, name: fileName.slice(0, 120) };
}
