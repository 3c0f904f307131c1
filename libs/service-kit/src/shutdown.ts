import { Logger } from '@nestjs/common';

interface Closable {
  close(): Promise<void>;
}

/**
 * SIGTERM/SIGINT close the app (NATS drained, pool closed) and exit 0. Nest's own hooks
 * re-raise the signal after closing, which reads as a crash to supervisors and tests.
 */
export function closeOnSignals(app: Closable, name: string): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    new Logger(name).log(`${signal}: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`[${name}] shutdown failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
