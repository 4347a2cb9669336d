// The browser entry, kept small: nothing but the server's HTML is fetched or run before the
// browser has painted it. Then the app loads and brings the page to life (hydrate.tsx).

/**
 * Resolves once the browser has painted the server's HTML (a frame, then a task), or after
 * 200 ms in a tab that is not painting.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (document.getElementById('root')?.hasChildNodes()) await afterFirstPaint();
// The app's code in three steps, each run in a task of its own (the browser runs an import's
// modules in one task; the whole app at once was the start-up's longest task): the query
// cache, then what every part draws with (Preact, emotion, the query hooks), then the rest.
await import('./lib/query-client');
await nextTask();
await import('./app/providers');
await nextTask();
await import('./hydrate');

export {};
