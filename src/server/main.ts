import { buildApp } from './app';
import { loadConfig } from './config';
import { StartupPhases } from './startup-phases';

/** Starts the server on the configured port and closes it (and the database) cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const phases = new StartupPhases();
  const config = loadConfig();
  const app = await buildApp(config, { phases });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.ready();
  phases.done('ready');
  await app.listen({ port: config.port, host: config.host });
  phases.done('listen');
  app.log.info({ startup: phases.summary() }, `Open ${config.publicUrl}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
