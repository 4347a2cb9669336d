import { gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/**
 * After the browser build, prints the gzip size of the JavaScript the home route loads:
 * the entry chunk, the app it loads after the first paint (hydrate.tsx), and the home page's
 * chunk, each with its static imports.
 */
export function reportHomeBundle(): Plugin {
  return {
    name: 'report-home-bundle',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])));
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      const home = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/app/routes/home.tsx'));
      const app = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith('/src/hydrate.tsx'));
      if (!entry) return;
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) if (chunks.has(imported)) visit(imported);
      };
      visit(entry.fileName);
      if (app) visit(app.fileName);
      if (home) visit(home.fileName);
      const bytes = [...seen].reduce((sum, fileName) => sum + gzipSync(chunks.get(fileName)!.code).length, 0);
      this.info(`home route JavaScript: ${(bytes / 1024).toFixed(1)} KB gzip in ${seen.size} chunks (budget 80 KB)`);
    },
  };
}
