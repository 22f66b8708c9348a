const FLUSH_AT_BYTES = 64 * 1024;

let stdout: { write(line: string): void } | undefined;

/**
 * Where the API's log lines go in production: standard output, written once per turn of the event loop instead of
 * once per line. A line per request is what we ship (docs/architecture.md §11), and a write call per line was
 * half of a public read's CPU time (bench/README.md). What a turn logged is written when it ends, at 64 KB, and
 * when the process exits (a crash included); only a process killed outright loses its last turn's lines.
 */
export function batchedStdout(): { write(line: string): void } {
  if (stdout) return stdout;
  let pending: string[] = [];
  let bytes = 0;
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    bytes = 0;
    process.stdout.write(text);
  };
  process.on('exit', flush);
  stdout = {
    write(line) {
      pending.push(line);
      bytes += line.length;
      if (bytes >= FLUSH_AT_BYTES) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
  return stdout;
}
