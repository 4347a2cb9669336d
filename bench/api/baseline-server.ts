// The practical ceiling: a bare Express handler sending fixed bytes from memory.
// Run as its own process so it gets a core of its own, like the app does.
import express from 'express';

const bodies = JSON.parse(process.env.BASELINE_BODIES ?? '{}') as Record<string, string>;
const app = express();
for (const [route, body] of Object.entries(bodies)) {
  const bytes = Buffer.from(body);
  app.get(route, (_req, res) => {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(bytes);
  });
}
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
