import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** `status` is redocly's exit code: 0 when the document has no errors. */
export type LintResult = { status: number | null; output: string };

/**
 * Lints an OpenAPI document with Redocly's recommended rules (redocly.yaml at the repository root). The test
 * suite and `npm test`'s lint step both go through here, so they judge the document by the same rules.
 */
export function lintOpenApiDocument(document: unknown): LintResult {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  // Indented, so each finding's line number points at one key of the document.
  writeFileSync(file, JSON.stringify(document, null, 2));
  const lint = spawnSync(path.join(ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--format=stylish'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // A failing document is kept: the findings name its file and lines.
  if (lint.status === 0) rmSync(dir, { recursive: true, force: true });
  return { status: lint.status, output: `${lint.stdout}\n${lint.stderr}` };
}
