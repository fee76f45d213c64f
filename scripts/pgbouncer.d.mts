export interface PgBouncer {
  port: number;
  /** The same database reached through PgBouncer. */
  urlFor(databaseUrl: string): string;
  stop(): Promise<void>;
}
export function pgbouncerBinary(): string | undefined;
export function startPgBouncer(
  serverPort: number,
  options?: { poolSize?: number; maxClients?: number },
): Promise<PgBouncer>;
