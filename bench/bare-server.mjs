import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** The baseline: a bare node:http server sending the same bytes with the same content type. */
const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
