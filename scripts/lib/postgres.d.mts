import type { ChildProcess } from 'node:child_process';

export interface PrivatePostgres {
  /** The URI of `database`, with the generated password. */
  uri: string;
  /** The URI of the maintenance database `postgres`: for creating and dropping databases. */
  adminUri: string;
  process: ChildProcess | undefined;
  stop: () => Promise<void>;
}

export function startPostgres(options: {
  dir: string;
  port: number;
  database?: string;
  /** false: the cluster folder is deleted by stop(). */
  persistent?: boolean;
  /** The folders (this one and below) that may be opened for the postgres user to traverse, when root. */
  ownFolders?: string;
  /** A made cluster to copy at the first start instead of running initdb, and its password. */
  from?: { cluster: string; password: string };
  onLog?: (line: string) => void;
}): Promise<PrivatePostgres>;
