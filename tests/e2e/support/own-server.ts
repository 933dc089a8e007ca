import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ARGS } from '../../../scripts/server-command';

export interface OwnServer {
  /** Everything the server printed so far. */
  log(): string;
  stop(): void;
}

/**
 * A second shop beside the suite's, for a spec that needs other settings than the shared server's
 * (playwright.config.ts): the built server as `npm start` runs it, on a fresh embedded database,
 * with the env given (a key set to undefined is removed). Ready when it says so.
 */
export function startOwnServer(port: number, env: Record<string, string | undefined>): Promise<OwnServer> {
  const dataDir = path.join(os.tmpdir(), `vitrin-e2e-own-${port}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const childEnv: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), VITRIN_DATA_DIR: dataDir };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete childEnv[key];
    else childEnv[key] = value;
  }
  // Its own process group: stopping it stops whatever it started.
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGS, { cwd: process.cwd(), env: childEnv, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const server: OwnServer = {
    log: () => output,
    stop: () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('shop ready on')) resolve(server);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server on port ${port} exited (${code}) before it was ready:\n${output}`)));
  });
}
