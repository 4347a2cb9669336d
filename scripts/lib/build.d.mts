/** Builds what is stale; `firstStartData: false` leaves out the first-start data (the Docker image). */
export function buildAll(options?: { force?: boolean; firstStartData?: boolean }): void;

/** The compiled app server and worker, bundled first if missing or stale. */
export function ensureBundles(): Promise<{ app: string; worker: string }>;

/** Whether the first-start data (cms/.first-start) was made from the sources as they are now. */
export function firstStartDataIsCurrent(): boolean;
