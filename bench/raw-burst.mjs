/**
 * A burst of requests sent at the same instant, one per connection, each connection opened beforehand
 * (as autocannon does: the latency is the server's, from the request's first byte to its answer's last,
 * not the connects'). Requests are written as raw HTTP/1.1 bytes on `node:net` sockets and answers read
 * by their content-length: the client costs the 2 shared cores almost nothing. Through `node:http` the
 * client itself added 15-25 ms to a burst of 200 (bench/README.md, "Session of 2026-11-25, second part").
 */
import net from 'node:net';

function connect(host, port) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host, () => resolve(socket));
    socket.setNoDelay(true);
    socket.once('error', reject);
  });
}

function encode(host, { method, path, headers = {}, body }) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);
  return payload ? Buffer.concat([head, payload]) : head;
}

/** Sends `bytes` on `socket` and resolves with the answer's status, body and milliseconds. */
function exchange(socket, bytes) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let received = Buffer.alloc(0);
    const onData = (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (Number.isNaN(length)) return reject(new Error(`answer without content-length: ${head}`));
      if (received.length - end - 4 < length) return;
      socket.off('data', onData);
      resolve({
        ms: performance.now() - start,
        status: Number(head.slice(9, 12)),
        body: received.subarray(end + 4, end + 4 + length).toString('utf8'),
      });
    };
    socket.on('data', onData);
    socket.write(bytes);
  });
}

/**
 * `size` connections opened now and kept: `burst(requests)` writes request i on connection i, all at
 * once (at most `size`), and answers in the requests' order; `close()` ends them. A provider delivering
 * webhooks keeps its connections open, so a burst is measured on connections that already carried one.
 */
export async function openConnections(base, size) {
  const { hostname, port } = new URL(base);
  const sockets = await Promise.all(Array.from({ length: size }, () => connect(hostname, Number(port))));
  return {
    burst(requests) {
      if (requests.length > size) throw new Error(`a burst of ${requests.length} on ${size} connections`);
      const encoded = requests.map((r) => encode(hostname, r));
      return Promise.all(encoded.map((bytes, i) => exchange(sockets[i], bytes)));
    },
    close() {
      for (const socket of sockets) socket.destroy();
    },
  };
}
