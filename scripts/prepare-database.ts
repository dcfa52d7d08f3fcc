// The first `npm start` of a clone (scripts/start.mjs, issue 17 item 4) makes the new embedded
// database here while the production bundle builds beside it: PGlite's `initdb` (or the kept empty
// database), the migrations and the demo seed are the same steps the server runs at every start
// (server/prepare-database.ts), done once the bundle no longer waits for them. The server then opens
// a ready data folder (≈ 0.15 s of CPU) and finds nothing left to migrate or seed. The demo staff
// accounts are printed here, once committed: they work as soon as the server answers.
import { prepareDatabaseHere } from "../server/prepare-database";

await prepareDatabaseHere();
