// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file in dist/, at the highest
// settings, once per build. The API sends whichever the browser accepts (apps/api/src/plugins/web-app.ts); a copy
// that would not be smaller than the file is not written. index.html is left out: the API sends it from memory,
// with its settings written in, compressed when it starts.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const TEXT = /\.(?:m?js|css|html|svg|json|webmanifest|txt|xml)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.test(entry.name) && full !== path.join(DIST, 'index.html')) {
      yield full;
    }
  }
}

let original = 0;
let brotliTotal = 0;
let count = 0;
const jobs = [];
for await (const file of files(DIST)) {
  jobs.push(
    (async () => {
      const body = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      if (br.length < body.length) await writeFile(`${file}.br`, br);
      if (gzipped.length < body.length) await writeFile(`${file}.gz`, gzipped);
      original += body.length;
      brotliTotal += Math.min(br.length, body.length);
      count += 1;
    })(),
  );
}
await Promise.all(jobs);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
process.stdout.write(`precompressed ${count} files in dist/: ${kb(original)} -> ${kb(brotliTotal)} with brotli\n`);
