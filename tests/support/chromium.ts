/**
 * The browser the end-to-end tests and the browser benchmarks drive: Debian's Chromium, no downloads.
 * Headless runs use Debian's `chromium-headless-shell` (the same Chromium release, built without the
 * desktop browser's UI, as Playwright's own headless default); CHROME_PATH names another binary,
 * e.g. /usr/bin/chromium for the full browser. Decision 030.
 */
export const headlessShell = '/usr/bin/chromium-headless-shell';
export const fullChromium = '/usr/bin/chromium';

/** Flags that keep Chromium from calling Google's services, which this closed network refuses. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/** Playwright's launch options for `executablePath` (the headless shell unless CHROME_PATH says otherwise). */
export const chromiumLaunch = (executablePath = process.env.CHROME_PATH ?? headlessShell) => ({ executablePath, args: chromiumArgs });
