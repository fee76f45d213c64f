export interface PgCluster {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication). */
  url: string;
  port: number;
  start(): void;
  stop(mode?: 'smart' | 'fast' | 'immediate'): void;
  restart(mode?: 'smart' | 'fast' | 'immediate'): void;
  remove(): void;
}
export function postgresBinDir(): string | undefined;
export function freePort(): Promise<number>;
export function startCluster(binDir: string): Promise<PgCluster>;
export interface PgReplica extends PgCluster {
  /** The replica's directory (its data/ and server.log). */
  dir: string;
}
export function startReplica(binDir: string, primary: Pick<PgCluster, 'port'>): Promise<PgReplica>;
