// A child process of connections.reliability.test.ts that holds many connections to the server,
// as an attacker would, so the test process's own open files stay free for its measurements.
// Config (JSON in argv[2]):
//   { mode: "slow", port, count, dripMs }: `count` connections, half idle (never send a byte), half
//     slow (a partial request, then one more header line every `dripMs`); one the server closes is
//     opened again until "stop".
//   { mode: "streams", port, path, cookies, count }: `count` live-update requests, each with the next
//     cookie in turn; the accepted ones are held open until "stop".
// Reports to the parent over IPC: { type: "ready" | "final", ...figures }.
import http from "node:http";
import net from "node:net";

const config = JSON.parse(process.argv[2]);
const sockets = new Set();
let stopping = false;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const slow = {
  opened: 0,
  closedByServer: 0,
  connectErrors: 0,
  /** Longest time a connection stayed open (from its connect) before the server closed it (ms). */
  longestMs: 0,
};

function openSlow(index) {
  if (stopping) return;
  let started = Date.now();
  const socket = net.connect(config.port, "127.0.0.1");
  sockets.add(socket);
  slow.opened++;
  let drip;
  socket.on("connect", () => {
    started = Date.now();
    if (index % 2 === 0) return;
    socket.write("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    drip = setInterval(() => socket.write(`X-Slow-${index}: 1\r\n`), config.dripMs);
  });
  socket.on("data", () => {});
  socket.on("error", () => {
    if (!socket.connecting) return;
    slow.connectErrors++;
  });
  socket.on("close", () => {
    clearInterval(drip);
    sockets.delete(socket);
    if (stopping) return;
    slow.closedByServer++;
    slow.longestMs = Math.max(slow.longestMs, Date.now() - started);
    // The attacker comes back at once, but not in a tight loop.
    setTimeout(() => openSlow(index), 50);
  });
}

const streams = { accepted: 0, closedByServer: 0, refused: {}, other: {}, errors: {} };

function openStream(cookie) {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: config.port,
        path: config.path,
        headers: { cookie, accept: "text/event-stream" },
        agent: false,
      },
      (res) => {
        if (res.statusCode === 200) {
          // Held streams stay quiet between the server's heartbeats.
          req.setTimeout(0);
          streams.accepted++;
          sockets.add(res.socket);
          res.on("data", () => {});
          res.on("close", () => {
            sockets.delete(res.socket);
            if (!stopping) streams.closedByServer++;
          });
          resolve();
          return;
        }
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => {
          if (res.statusCode === 429) {
            let message = body;
            try {
              message = JSON.parse(body).message;
            } catch {}
            streams.refused[message] = (streams.refused[message] ?? 0) + 1;
          } else streams.other[res.statusCode] = (streams.other[res.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    // A server out of open files leaves the connection waiting in the kernel's queue.
    req.setTimeout(10_000, () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", (error) => {
      streams.errors[error.code] = (streams.errors[error.code] ?? 0) + 1;
      resolve();
    });
    req.end();
  });
}

process.on("message", (message) => {
  if (message !== "stop") return;
  stopping = true;
  for (const socket of sockets) socket.destroy();
  process.send({ type: "final", ...(config.mode === "slow" ? slow : streams) }, () => process.exit(0));
});
// The parent going away ends this process too (a failed test never leaves connections behind).
process.on("disconnect", () => process.exit(0));

if (config.mode === "slow") {
  for (let i = 0; i < config.count; i++) {
    openSlow(i);
    if (i % 200 === 199) await pause(20);
  }
  // Wait until the kernel has taken every first connection (or refused it).
  while (slow.opened < config.count) await pause(20);
  await pause(500);
  process.send({ type: "ready", ...slow, open: sockets.size });
} else {
  const batch = 200;
  for (let i = 0; i < config.count; i += batch) {
    const size = Math.min(batch, config.count - i);
    await Promise.all(
      Array.from({ length: size }, (_, j) => openStream(config.cookies[(i + j) % config.cookies.length])),
    );
  }
  process.send({ type: "ready", ...streams, open: sockets.size });
}
