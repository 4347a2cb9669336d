import type { Plugin } from 'vite';

/**
 * The browser build's entry, loaded only once the server's HTML is on screen. Vite puts the entry's
 * `<script type="module">` in the head, where the browser fetches it while still parsing the page:
 * its bytes then share the connection with the page's own, and Lighthouse counts a module script
 * that has arrived by the first paint as holding that paint up (it cannot see when a module runs).
 * This swaps it for an inline script at the end of the body that imports the entry once the
 * browser reports the first contentful paint, or at once in a tab that is not painting. Its text never changes (the entry's address is
 * in an attribute), so the server allows it by hash in the page's CSP (cms/src/lib/security-headers.ts).
 */
export const loaderScript =
  '(function(s){var started;function go(){if(!started){started=1;import(s.dataset.src)}}' +
  // Nothing to wait for: a tab that is not painting, or a page the app has to draw itself.
  "if(document.hidden||!document.getElementById('root').hasChildNodes())return go();" +
  // The paint as presented on screen (a frame's callbacks run before it is), or a frame where the browser cannot tell.
  "var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];" +
  "if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(go)});" +
  "new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});" +
  // Should the paint never be reported (the tab hidden meanwhile), the app loads all the same.
  'setTimeout(go,3000)})(document.currentScript)';

const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;

export function loadAfterPaint(): Plugin {
  return {
    name: 'load-after-paint',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('load-after-paint: no entry <script type="module"> in index.html');
        const loader = `<script id="app-entry" data-src="${entry}">${loaderScript}</script>`;
        return html.replace(entryTag, '').replace('</body>', `  ${loader}\n  </body>`);
      },
    },
  };
}
