// Compiles an entry point (the app server, the OTP worker) into ESM that plain `node` runs: the
// workspace packages (@agency/*, whose exports point at .ts sources) are bundled in, every npm
// dependency stays an import of node_modules. Used by build.mjs and stack.mjs; also a command:
//   node scripts/lib/bundle.mjs cms/src/server.ts cms/dist        (writes cms/dist/server.mjs)
import { readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

import { root } from './system.mjs';

/** The manifests the production image installs: what they list stays external. */
const manifests = ['package.json', 'contract/package.json', 'server-kit/package.json', 'otp-service/package.json', 'cms/package.json'];

function dependencies() {
  const names = new Set();
  for (const file of manifests) {
    const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    for (const name of Object.keys(dependencies)) if (!name.startsWith('@agency/')) names.add(name);
  }
  return names;
}

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports: @agency/* resolved and bundled; npm dependencies external; anything else fails the
 * build, since `npm ci --omit=dev` would not install it (a devDependency imported by shipped code).
 */
function externals() {
  const resolving = Symbol('resolving');
  const allowed = dependencies();
  const builtins = new Set(builtinModules);
  return {
    name: 'agency-externals',
    setup(bundler) {
      bundler.onResolve({ filter: /^[^./]/ }, async ({ path: specifier, importer, kind, resolveDir, pluginData }) => {
        if (pluginData === resolving) return undefined;
        if (specifier.startsWith('node:') || builtins.has(specifier)) return { external: true };
        const name = packageName(specifier);
        if (name.startsWith('@agency/')) return undefined;
        if (allowed.has(name)) return { external: true };
        // A tsconfig `paths` alias (such as @payload-config) that leads to our own sources is bundled.
        const alias = await bundler.resolve(specifier, { importer, kind, resolveDir, pluginData: resolving });
        if (alias.errors.length === 0 && !alias.path.includes(`${path.sep}node_modules${path.sep}`)) return { path: alias.path };
        const from = path.relative(root, importer);
        return { errors: [{ text: `${from} imports ${name}, which no production package.json lists in "dependencies"` }] };
      });
    },
  };
}

/**
 * Each bundled module keeps its own `import.meta.url` (the URL of its source file, relative to the
 * bundle so the tree can move), so paths computed from it and `isMain` checks mean what they mean
 * under tsx: migrationsDir stays cms/src/migrations, and a bundled worker.ts never thinks it is the
 * main module. The entry keeps the bundle's URL: its `isMain` compares it with process.argv[1].
 */
function sourceUrls(entry, outdir) {
  return {
    name: 'agency-source-urls',
    setup(bundler) {
      bundler.onLoad({ filter: /\.(ts|tsx|mts)$/ }, ({ path: file }) => {
        if (file === entry || file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(file, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(outdir, file).split(path.sep).join('/');
        const own = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', own), loader: file.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Bundles `entry` into `outdir`/<entry name>.mjs (paths relative to the repository root), emptying
 * `outdir` first. Modules the sources import lazily stay lazy: they become chunks beside the entry
 * (the migrations and the MongoDB adapter: a process loads only what it uses).
 */
export async function bundle(entry, outdir) {
  const entryPath = path.resolve(root, entry);
  const outPath = path.resolve(root, outdir);
  rmSync(outPath, { recursive: true, force: true });
  await build({
    entryPoints: [entryPath],
    outdir: outPath,
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified and names kept: stack traces and `constructor.name` read as in the sources.
    keepNames: true,
    // No source map: nothing beside the bundle to ship or to leave out.
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'warning',
    absWorkingDir: root,
    // The one tsx reads when the scripts run the sources from the repository root.
    tsconfig: path.join(root, 'tsconfig.json'),
    // For CommonJS code that ends up inside the bundle: esbuild's require shim uses this one.
    banner: {
      js: "import { createRequire as __agencyCreateRequire } from 'node:module';\nconst require = __agencyCreateRequire(import.meta.url);",
    },
    plugins: [externals(), sourceUrls(entryPath, outPath)],
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [entry, outdir] = process.argv.slice(2);
  if (!entry || !outdir) {
    process.stderr.write('usage: node scripts/lib/bundle.mjs ENTRY.ts OUTDIR\n');
    process.exit(2);
  }
  // esbuild has printed the errors already.
  await bundle(entry, outdir).catch(() => process.exit(1));
}
