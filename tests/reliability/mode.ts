/**
 * Sizes of the reliability suites. Quick mode is what `npm test` (CI) runs in about 3 minutes on
 * 2 cores; full mode (`npm run test:reliability -- --full`) is the figures.
 */
export const full = process.env.RELIABILITY_MODE === "full";

export const sizes = full
  ? {
      crashWrites: 1000,
      crashRounds: { pglite: 20, postgres: 20 },
      fuzzRuns: 10_000,
      bookingClients: 100,
      bookingRounds: 20,
      soakSeconds: 300,
      soakWarmupSeconds: 30,
    }
  : {
      crashWrites: 200,
      crashRounds: { pglite: 2, postgres: 2 },
      fuzzRuns: 2000,
      bookingClients: 30,
      bookingRounds: 3,
      soakSeconds: 20,
      // The server's heap (V8 tiers up, caches fill) grows for its first ~18 s under this load.
      soakWarmupSeconds: 25,
    };

/** Requests per second of the soak's mixed traffic, in both modes. */
export const SOAK_RATE = 100;

/** Printed by each suite so the figures of a run can be copied into docs/reliability.md. */
export function report(line: string) {
  console.log(`[reliability${full ? " full" : " quick"}] ${line}`);
}
