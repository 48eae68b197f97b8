import http from 'node:http';

// Baseline: the least a Node.js server can do for GET /api/health, on node:http alone.
const body = JSON.stringify({ status: 'ok', database: 'pglite' });
const server = http.createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/api/health') {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  } else {
    response.writeHead(404).end();
  }
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
