// The browser entry, kept small. The built page imports it only once the browser has painted the
// server's HTML (scripts/load-after-paint.ts); then the app loads and brings the page to life
// (hydrate.tsx) with the data the page was rendered with, fetched meanwhile.
import { loadPageData } from './lib/page-data';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const pageData = loadPageData();
// The app's code in three steps, each run in a task of its own (the browser runs an import's
// modules in one task; the whole app at once was the start-up's longest task): the query
// cache, then what every part draws with (Preact, emotion, the query hooks), then the rest.
await import('./lib/query-client');
await nextTask();
await import('./app/providers');
await nextTask();
const { start } = await import('./hydrate');
await start(pageData);
