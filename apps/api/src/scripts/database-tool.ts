import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type Config } from '../config';

type ParsedArgs = ReturnType<
  typeof parseArgs<{ options: Record<string, { type: 'string' }>; allowPositionals: true }>
>;

/**
 * What `npm run backup` and `npm run restore` share: the arguments, the settings, and a clear
 * one-line exit (code 1) for everything a person can get wrong.
 */
export function startDatabaseTool(tool: { name: string; usage: string; options: string[] }): {
  args: ParsedArgs;
  config: Config;
  fail: (message: string) => never;
} {
  const fail = (message: string): never => {
    console.error(`${tool.name}: ${message}`);
    process.exit(1);
  };
  let args: ParsedArgs;
  let config: Config;
  try {
    args = parseArgs({
      options: Object.fromEntries(tool.options.map((o) => [o, { type: 'string' as const }])),
      allowPositionals: true,
      strict: true,
    });
    config = parseConfig(process.env, { server: false });
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    return fail(`${err instanceof Error ? err.message : String(err)}\n${tool.usage}`);
  }
  return { args, config, fail };
}

/** npm runs the scripts in apps/api; a relative path means where the command was typed. */
export function fromCaller(relative: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), relative);
}
