import { spawn } from 'node:child_process';
import path from 'node:path';

export const API_DIR = path.resolve(import.meta.dirname, '../..');

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the API's own entry points (`src/main.ts`, `src/scripts/*.ts`) as a real process with
 * only PATH, HOME and `env` set, and resolves with its exit code and output.
 */
export function runApiProcess(
  entry: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
