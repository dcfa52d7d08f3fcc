import { createServer } from "node:net";

/** A port free on 127.0.0.1 now (the kernel's choice), for a server this machine starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The environment of a production server this machine starts for itself (the browser tests, the
 * menu bench, the screenshots): the production build on 127.0.0.1, its own data folder, and the
 * demo accounts' password, so every caller signs in the same way.
 */
export function localServerEnv({ port, dataDir, demoPassword, logLevel = "warn" }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DEMO_PASSWORD: demoPassword,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: logLevel,
  };
}
