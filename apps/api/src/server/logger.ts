import type { IncomingMessage } from 'node:http';
import { stdSerializers, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { redactSecrets } from '../lib/redact';

/** The request as logged: its address with secret path segments and token parameters redacted. */
function requestForLog(request: IncomingMessage & { ip?: string; host?: string }) {
  return {
    method: request.method,
    url: redactSecrets(request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/** An error as logged: messages and stacks can quote an address (a 404 names the route). */
function errorForLog(error: Error) {
  const shown = stdSerializers.err(error);
  return {
    ...shown,
    message: redactSecrets(shown.message ?? ''),
    stack: redactSecrets(shown.stack ?? ''),
  };
}

/** pino's options for every process: one JSON object per line, secrets redacted. */
export function loggerOptions(config: Config): LoggerOptions | false {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.apikey', 'req.body.password'],
    serializers: { req: requestForLog, err: errorForLog },
  };
}
