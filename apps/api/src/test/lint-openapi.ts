import { lintOpenApiDocument } from './openapi-document.js';
import { createTestApp } from './test-app.js';

/**
 * `npm test`'s OpenAPI step: builds the app on a fresh PGlite database, takes the document it serves and lints
 * it. Any error fails the step; the warnings are printed so they stay in sight.
 */
const ctx = await createTestApp();
const document = ctx.app.swagger();
await ctx.close();
const { status, output } = lintOpenApiDocument(document);
process.stdout.write(`${output.trim()}\n`);
process.exit(status === 0 ? 0 : 1);
