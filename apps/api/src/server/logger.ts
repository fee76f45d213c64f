import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

/** pino's options for every process: one JSON object per line, secrets redacted. */
export function loggerOptions(config: Config): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.body.password'],
  };
}
