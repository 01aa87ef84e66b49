import net from 'node:net';

// Ports other tools use on the machines the benches run on; never pick them.
const reservedPorts = new Set([3000, 3100, 5432, 6379, 54329, 54400]);

/** A free loopback TCP port, never one of the reserved ones. */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (!reservedPorts.has(port)) return port;
  }
}
