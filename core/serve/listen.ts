import { createServer, type Server } from 'node:net';
import { PortalError } from '../../model/diagnostics.ts';

/**
 * Starts listening before anything is built, so a busy port is reported at once. The message for a
 * busy port names a port that was free a moment ago (not a fixed guess).
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      const free = await findFreePort(port + 1, host);
      throw new PortalError(
        {
          code: 'serve-port-busy',
          message: `port ${port} on ${host} is already in use by another program`,
          hint: free ? `pass --port ${free}, which is free` : 'pass --port 0 to let the system pick a free port',
        },
        { cause: error },
      );
    }
    throw new PortalError(
      {
        code: 'serve-listen',
        message: `could not listen on ${host}:${port}: ${code ?? (error as Error).message}`,
        hint: 'check --host and --port',
      },
      { cause: error },
    );
  }
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}

async function findFreePort(from: number, host: string): Promise<number | undefined> {
  for (let p = from; p < Math.min(from + 50, 65536); p++) {
    if (await isFree(p, host)) return p;
  }
  return undefined;
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
