// The limit of this stack on this machine (issue 16): a bare node:http server that answers each path with
// the exact bytes and headers the app sent for it (captured once in RESPONSES_FILE), and nothing else.
// No routing, no middleware, no database: what is left is Node's HTTP and the bytes on the wire.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = new Map(
  JSON.parse(readFileSync(process.env.RESPONSES_FILE, 'utf8')).map(({ path, status, headers, body }) => [
    path,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

http
  .createServer((req, res) => {
    if (req.url === '/api/health') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    const answer = answers.get(req.url);
    if (!answer) return res.writeHead(404).end();
    res.writeHead(answer.status, { ...answer.headers, 'Content-Length': answer.body.length }).end(answer.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
