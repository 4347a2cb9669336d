import type { ChildProcess } from 'node:child_process';

export interface StackChild extends ChildProcess {
  name: string;
}

export interface Stack {
  url: string;
  mailUi?: string;
  env: Record<string, string>;
  dataDir: string;
  children: StackChild[];
  stop: () => Promise<void>;
}

export function freePort(preferred?: number, options?: { tries?: number }): Promise<number>;
export function inboundWebhookSecret(dataDir: string): string;
export function startStack(options?: {
  /** Development: the TypeScript sources through tsx. Otherwise the compiled bundles, rebuilt first when stale. */
  dev?: boolean;
  env?: Record<string, string>;
  log?: 'inherit' | 'ignore' | 'pipe';
  /** Children's JSON log lines made readable on this process's output (npm start on a terminal). */
  pretty?: boolean;
  timeoutMs?: number;
  /** false: an empty data folder is migrated and seeded at start, not copied from the build's first-start data. */
  firstStart?: boolean;
  onChildExit?: (name: string, code: number | null, signal: string | null) => void;
}): Promise<Stack>;
