import http from 'node:http';
import type { AddressInfo } from 'node:net';

// Hop-by-hop headers describe one connection, not the message: a proxy must not pass them on (RFC 9110 §7.6.1).
// Forwarding the backend's `Keep-Alive: timeout=72` would make clients reuse sockets this server closed long ago.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-connection']);
const endToEnd = (headers: http.IncomingHttpHeaders) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

export type Proxy = { url: string; backends: string[]; servedBy: number[]; close(): Promise<void> };

/**
 * A load balancer in 40 lines: each request goes to the next backend in turn, streamed both ways (so an
 * event stream stays open). `x-backend: <index>` pins a request to one backend, so a test can say "open the
 * stream on A, book on B"; `x-served-by` on the response says which one answered.
 */
export async function startProxy(): Promise<Proxy> {
  let next = 0;
  const proxy: Omit<Proxy, 'url' | 'close'> = { backends: [], servedBy: [] };
  const server = http.createServer((req, res) => {
    const pinned = req.headers['x-backend'];
    const index = typeof pinned === 'string' ? Number(pinned) : next++ % proxy.backends.length;
    proxy.servedBy[index] = (proxy.servedBy[index] ?? 0) + 1;
    const target = new URL(proxy.backends[index]!);
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...endToEnd(req.headers), host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...endToEnd(answer.headers), 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'x-served-by': String(index) });
      res.end();
    });
    // The client went away (an aborted event stream): let the backend see it too.
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
