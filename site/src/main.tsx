// The browser entry, kept small: nothing but the server's HTML is fetched or run before the
// browser has painted it. Then the app loads (hydrate.tsx) and brings the page to life.

/**
 * Resolves once the browser has painted the server's HTML (a frame, then a task), or after
 * 200 ms in a tab that is not painting.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 200);
  });

if (document.getElementById('root')?.hasChildNodes()) await afterFirstPaint();
await import('./hydrate');

export {};
