// Two workers share the suite's one stack: a test that only reads it (most of them) runs beside another, a spec that
// changes it (stops a server, imports or publishes content, switches a config) runs alone. This is that readers-writer
// lock, first come first served, held for as long as the holder's socket is open: a worker that dies lets go with its
// process, so a lock is never left behind. No kept package locks across processes this way (proper-lockfile and the
// like lock files, which a killed process leaves locked until a staleness timeout).
import net from 'node:net';

/** Starts the lock's server (global-setup.mjs); resolves to its port and a close(). */
export async function startStackLock() {
  /** @type {{ socket: net.Socket, mode: 'read' | 'write', granted: boolean }[]} */
  let entries = [];
  const grant = () => {
    for (const entry of entries) {
      if (entry.granted) continue;
      const holders = entries.filter((other) => other.granted);
      const free = entry.mode === 'write' ? holders.length === 0 : holders.every((other) => other.mode === 'read');
      if (!free) return; // first come first served: nobody overtakes a waiting writer
      entry.granted = true;
      entry.socket.write('granted\n');
      if (entry.mode === 'write') return;
    }
  };
  const server = net.createServer((socket) => {
    let asked = '';
    const onData = (chunk) => {
      asked += chunk.toString();
      if (!asked.includes('\n')) return;
      socket.off('data', onData);
      const mode = asked.trim() === 'write' ? 'write' : 'read';
      entries.push({ socket, mode, granted: false });
      grant();
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      entries = entries.filter((entry) => entry.socket !== socket);
      grant();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: /** @type {net.AddressInfo} */ (server.address()).port,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** Waits for the lock on `port` in `mode`; resolves to its release (ending the connection). */
export function acquireStackLock(port, mode) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let granted = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${mode}\n`));
    socket.on('data', (text) => {
      if (granted || !text.includes('granted')) return;
      granted = true;
      resolve(() => new Promise((done) => (socket.destroyed ? done(undefined) : socket.end(() => done(undefined)))));
    });
    socket.on('error', (error) => {
      if (!granted) reject(new Error(`the stack lock on port ${port}: ${error.message}`));
    });
    socket.on('close', () => {
      if (!granted) reject(new Error(`the stack lock on port ${port} closed before granting ${mode}`));
    });
  });
}
