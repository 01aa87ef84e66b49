import { createServer, type Server, type Socket, connect } from 'node:net';

export type ProxyMode = 'pass' | 'drop' | 'stall';

/**
 * A TCP proxy in the test's own process, in front of a dependency the test wants to fail without
 * touching the real one: `pass` forwards, `drop` closes every connection at once (a dead host),
 * `stall` accepts and never answers (a frozen one). `asked` counts the connections and chunks clients
 * sent it, so a test can tell that nothing was asked while a breaker was open.
 */
export interface TcpProxy {
  port: number;
  asked: number;
  setTarget(port: number): void;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(): Promise<TcpProxy> {
  let target = 0;
  let mode: ProxyMode = 'pass';
  const open = new Set<Socket>();
  const proxy: TcpProxy = {
    port: 0,
    asked: 0,
    setTarget: (port) => (target = port),
    setMode(next) {
      mode = next;
      // Kept-alive connections belong to the old mode.
      for (const socket of open) socket.destroy();
      open.clear();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((client) => {
    proxy.asked++;
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    client.on('data', () => proxy.asked++);
    if (mode === 'drop') return client.destroy();
    if (mode === 'stall') return; // read and never answer
    const upstream = connect(target, '127.0.0.1');
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.port = (server.address() as { port: number }).port;
  return proxy;
}
