import os from 'node:os';
import path from 'node:path';

/**
 * Where the run's mail catcher listens and writes: ports derived from the run's main port (E2E_PORT)
 * in a block no other server of the suite uses, so two runs on one machine keep their mail apart.
 */
export function mailCatcherAddress(port = Number(process.env.E2E_PORT ?? 3210)) {
  const smtpPort = 20_000 + (port % 1000) * 10;
  return {
    smtpPort,
    httpPort: smtpPort + 1,
    dir: process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `vitrin-e2e-mail-${port}`),
  };
}
