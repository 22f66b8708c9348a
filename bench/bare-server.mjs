import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline: a bare node:http server sending the same bytes (compressed as the app sent them to a browser)
 * with the same content type and encoding. Arguments: port, body file, and optionally those headers as JSON.
 */
const [port, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  ...JSON.parse(headersJson ?? '{}'),
  'content-length': body.length,
};
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
