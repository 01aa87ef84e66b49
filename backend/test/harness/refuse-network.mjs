// Preloaded with `node --import` (and so into every worker thread): any network use throws and says so
// on stderr, so a test run under it proves that nothing was fetched.
import dns from 'node:dns';
import net from 'node:net';

const refuse = (what) => () => {
  process.stderr.write(`network refused: ${what}\n`);
  throw new Error(`network refused: ${what}`);
};
globalThis.fetch = refuse('fetch');
net.Socket.prototype.connect = refuse('net.connect');
dns.lookup = refuse('dns.lookup');
