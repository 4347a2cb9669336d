import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const system = fileURLToPath(new URL('./system.mjs', import.meta.url));

describe('fetchWithin, the scripts’ fetch with a deadline', () => {
  // Accepts each connection and resets it at once, as docker-proxy does before its container listens.
  const resetting = net.createServer((socket) => socket.resetAndDestroy());
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => resetting.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(resetting.address() as net.AddressInfo).port}/api/v1/health`;
  });
  afterAll(() => new Promise((resolve) => resetting.close(resolve)));

  it('settles every try against a connection that is reset, so a wait in a script goes on to its end', async () => {
    // A script of its own: a top-level await with nothing else keeping the process alive, as stack:up's wait is.
    const script = `
      import { fetchWithin } from ${JSON.stringify(system)};
      const outcomes = [];
      for (let i = 0; i < 30; i++) outcomes.push(await fetchWithin(${JSON.stringify(url)}, 300).then(() => 'answered', () => 'failed'));
      console.log(outcomes.filter((outcome) => outcome === 'failed').length, 'of', outcomes.length, 'failed');
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: '30 of 30 failed' });
  }, 30_000);
});
