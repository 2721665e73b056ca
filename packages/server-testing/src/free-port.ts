// A free local port, for a test server or a stand-in that starts later (e.g. an SMTP server that is down).
import net from 'node:net';

/** A port nothing listens on right now (for an SMTP server that is down). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
