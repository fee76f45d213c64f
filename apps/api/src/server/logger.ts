import type { LoggerOptions } from 'pino';
import type { Config } from '../config';

/** Paths whose last part is a secret token (provider callbacks): logged without it. */
const SECRET_PATH = /^(\/api\/(?:sms\/delivery-report|payments\/mpesa\/callback))\/[^?]*/;

/** A request's URL as it may be logged. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1/[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** pino's options for every process: one JSON object per line, secrets redacted. */
export function loggerOptions(config: Config): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.apikey', 'req.body.password'],
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
