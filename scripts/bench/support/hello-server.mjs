// The ceiling of the load benchmark: the least an HTTP server on Node can do per request, on this machine.
//
//   node scripts/bench/support/hello-server.mjs <port>
import { createServer } from 'node:http';

const body = JSON.stringify({ success: true, message: 'Hello, world' });

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
