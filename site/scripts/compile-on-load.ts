import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that opens with this comment has
 * every function compiled as the script is streamed in, on a background thread, instead of each
 * one on the main thread the first time it is called. Every chunk of this build is loaded only
 * when it is about to run (the entry after the first paint, the app's parts and the pages' chunks
 * as they are needed; no module preloading), so most of what each holds runs at once: hydration's
 * first task halves (decision 041). Other browsers read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

export function compileOnLoad(): Plugin {
  return {
    name: 'compile-on-load',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After minification, which drops comments: the hint must open the file as served.
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) if (item.type === 'chunk') item.code = compileHint + item.code;
    },
  };
}
