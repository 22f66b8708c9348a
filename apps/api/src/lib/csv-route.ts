import { z } from 'zod';
import { CSV_FILE } from '../plugins/openapi.js';
import type { Capability } from './permissions.js';
import { sendCsv } from './reply.js';
import type { Routes } from './routes.js';

/** A report as a file: its CSV text and the name the download is saved under. */
export type CsvFile = { fileName: string; csv: string };

/** Declares a GET that answers a report, made from the route's parsed query, as a CSV download. */
export function csvRoute<Q extends z.ZodType>(
  route: Routes,
  url: string,
  spec: { access: Capability; summary: string; query: Q },
  file: (query: z.output<Q>) => Promise<CsvFile>,
): void {
  route.get(url, { ...spec, response: { 200: z.string().describe(CSV_FILE) } }, async (request, reply) => {
    // The route parsed the query with `spec.query`; its generic type is not narrowed through Fastify's.
    const { fileName, csv } = await file(request.query as z.output<Q>);
    return sendCsv(reply, fileName, csv);
  });
}
