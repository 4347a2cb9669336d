import type { ChildProcess } from 'node:child_process';

export interface Supervised<T extends ChildProcess> {
  /** The child running now (or the last one, while a restart waits). */
  readonly current: T;
  readonly restarts: number;
  stop(): void;
}

export function supervise<T extends ChildProcess>(
  start: () => T,
  options: { name: string; initialMs?: number; maxMs?: number; stableMs?: number; log?: (line: string) => void },
): Supervised<T>;
