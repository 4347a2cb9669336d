import express from 'express';
import { describe, expect, it } from 'vitest';

import { requestLog } from './request-log';

describe('the request log', () => {
  it('logs a request whose socket is gone by the time the answer is written, without throwing', async () => {
    // What Next does to a request whose body it did not read to the end: it destroys it, and the
    // request no longer has a socket when the response finishes (a refused multipart upload).
    const errors: unknown[] = [];
    const app = express();
    app.use(requestLog);
    app.post('/refused', (req, res) => {
      Object.defineProperty(req, 'socket', { value: null, configurable: true });
      res.status(400).end();
    });
    app.use(((error, _req, res, _next) => (errors.push(error), res.status(500).end())) as express.ErrorRequestHandler);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/refused`, { method: 'POST', body: 'x' });
      expect(res.status).toBe(400);
      await new Promise((resolve) => setImmediate(resolve));
      expect({ uncaught, errors }).toEqual({ uncaught: [], errors: [] });
    } finally {
      process.off('uncaughtException', onUncaught);
      server.close();
    }
  });
});
