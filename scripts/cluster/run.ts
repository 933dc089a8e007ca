/**
 * Runs the built shop as several instances behind a round-robin load balancer on this machine, to
 * try scale-out by hand (the two-instance e2e test starts the same, tests/e2e/two-instances.spec.ts):
 *   DATABASE_URL=postgres://… REDIS_URL=redis://… npm run cluster -- [--instances 2] [--port 3400]
 * The balancer listens on the port, instance n on port + 1 + n; each instance runs WEB_CONCURRENCY
 * workers. Ctrl+C stops them all.
 */
import { startCluster } from './instances';

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};

if (!/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') || !process.env.REDIS_URL) {
  console.error('Several instances share one PostgreSQL and one Redis: set DATABASE_URL=postgres://… and REDIS_URL=redis://…');
  process.exit(2);
}

const cluster = await startCluster({ port: option('port', 3400), instances: option('instances', 2), env: { TRUST_PROXY: 'true' } });
console.log(`[cluster] load balancer on ${cluster.balancer.url}; ${cluster.instances.map((instance) => `${instance.name} ${instance.url}`).join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cluster.stop().then(() => process.exit(0));
  });
}
