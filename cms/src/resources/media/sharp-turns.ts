import { AsyncLocalStorage } from 'node:async_hooks';
import os from 'node:os';

import sharp, { type Sharp } from 'sharp';

/**
 * sharp's pipelines take turns: at most one per core but one, each on one thread. sharp runs a
 * pipeline on libuv's thread pool (4 threads), which password checks (pbkdf2), compression (zlib)
 * and file reads share; Payload makes an upload's eight renditions at once, so a 24 MP photo
 * filled the pool and both cores for seconds, and sign-ins and the home page waited behind it
 * (upload-traffic.postgres.test.ts: 4-6 s, and 8.8 s for the home page). Now a core and the
 * pool's other threads are free for requests; the renditions take longer instead. Decision 023.
 */

/** One per core but one, and never all of libuv's pool (4 threads unless UV_THREADPOOL_SIZE says otherwise). */
const slots = Math.max(1, Math.min(os.availableParallelism() - 1, 3));

interface Gate {
  running: number;
  waiting: (() => void)[];
  /** Set inside `withoutTurns`. */
  exempt: AsyncLocalStorage<true>;
}

/** The process's turns: panel uploads reach them through the server's config (`sharp`), as /api/v1's do. */
const gate: Gate = { running: 0, waiting: [], exempt: new AsyncLocalStorage() };

/**
 * Runs `work` with its pipelines free of turns: the first start's seed, which stores its images
 * a few at once (one per core) before the server takes any request.
 */
export const withoutTurns = <T>(work: () => Promise<T>): Promise<T> => gate.exempt.run(true, work);

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (gate.exempt.getStore()) return work();
  if (gate.running >= slots) await new Promise<void>((resolve) => gate.waiting.push(resolve));
  else gate.running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is given back.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.running--;
  }
}

/** The calls that run a pipeline wait for a turn; a clone (one per rendition) is gated too. */
export function gated(image: Sharp): Sharp {
  const { toBuffer, toFile, stats, clone } = image;
  image.toBuffer = ((...args: Parameters<Sharp['toBuffer']>) => inTurn(() => toBuffer.apply(image, args))) as Sharp['toBuffer'];
  image.toFile = ((...args: Parameters<Sharp['toFile']>) => inTurn(() => toFile.apply(image, args))) as Sharp['toFile'];
  image.stats = ((...args: Parameters<Sharp['stats']>) => inTurn(() => stats.apply(image, args))) as Sharp['stats'];
  image.clone = () => gated(clone.call(image));
  return image;
}

// One thread per pipeline: the turns above then bound sharp's share of the cores.
sharp.concurrency(1);
