// bench/site home-js: the JavaScript the home page loads before anyone touches it — every script
// Chromium fetched from page load until the network has been quiet and the page hydrated — as
// bytes on the wire (the server's compression) and gzip at level 9, per file and in total.
// `node --import tsx bench/site/home-js.ts` or `npm run bench site-js`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { startStack } from '../../scripts/lib/stack.mjs';
import { chromiumLaunch, fullChromium } from '../../tests/support/chromium';

const budgetKb = 80;

interface Script {
  file: string;
  wire: number;
  gzip: number;
}

/** Scripts the page at `url` loads on its own (no scrolling, no clicks), in the order they arrived. */
export async function homeScripts(url: string): Promise<Script[]> {
  const browser = await chromium.launch(chromiumLaunch(process.env.CHROME_PATH ?? fullChromium));
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const pending: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([response.request().sizes(), response.body()]);
          return { file: new URL(response.url()).pathname, wire: sizes.responseBodySize, gzip: gzipSync(body, { level: 9 }).length };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

export async function benchHomeJs(): Promise<{ text: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-site-js-'));
  const stack = await startStack({ log: 'ignore', env: { DATA_DIR: dataDir, PORT: '0', CMS_PANEL: 'off' } });
  try {
    const scripts = await homeScripts(`${stack.url}/`);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const total = (key: 'wire' | 'gzip') => scripts.reduce((sum, script) => sum + script[key], 0);
    const lines = [
      `### bench/site home-js (${new Date().toISOString().slice(0, 10)}): scripts the home page loads before interaction`,
      '',
      '| script | KB on the wire | KB gzip -9 |',
      '|---|---:|---:|',
      ...[...scripts].sort((a, b) => b.gzip - a.gzip).map((s) => `| ${s.file} | ${kb(s.wire)} | ${kb(s.gzip)} |`),
      `| **total (${scripts.length} scripts)** | **${kb(total('wire'))}** | **${kb(total('gzip'))}** |`,
      '',
      `Budget: under ${budgetKb} KB gzip; ${total('gzip') / 1024 < budgetKb ? 'met' : 'NOT met'}.`,
    ];
    return { text: lines.join('\n') };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await benchHomeJs()).text);
