// Loaded into the server by `npm run bench:memory` only (`node --import ./bench/memory-probe.mjs
// server.js`, with an IPC channel): answers the bench's questions about the server's own memory,
// which /proc cannot tell apart (V8's heap, Buffers, malloc). Nothing of it runs in production.
import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics, getHeapStatistics, writeHeapSnapshot } from "node:v8";

// PGlite's PostgreSQL runs in a WebAssembly memory its JavaScript creates: counted here.
const memories = [];
const Memory = WebAssembly.Memory;
WebAssembly.Memory = class extends Memory {
  constructor(descriptor) {
    super(descriptor);
    memories.push(new WeakRef(this));
  }
};

// What the memory settings cost: V8's collections and the time the main thread paused for them.
const gc = { count: 0, pauseMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.pauseMs += entry.duration;
  }
}).observe({ entryTypes: ["gc"] });

const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function sample() {
  const usage = process.memoryUsage();
  const heap = getHeapStatistics();
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((s) => [
      s.space_name,
      { physical: mb(s.physical_space_size), used: mb(s.space_used_size) },
    ]),
  );
  return {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    // Memory outside V8's heap that JavaScript objects hold: Buffers and ArrayBuffers (arrayBuffers
    // is the part of `external` they are).
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    v8Physical: mb(heap.total_physical_size),
    v8Malloced: mb(heap.malloced_memory),
    v8PeakMalloced: mb(heap.peak_malloced_memory),
    heapLimit: mb(heap.heap_size_limit),
    wasmMemory: mb(memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0)),
    spaces,
    gcCount: gc.count,
    gcPauseMs: Math.round(gc.pauseMs),
  };
}

if (process.send) {
  process.on("message", (message) => {
    if (message?.probe === "sample") process.send({ probe: "sample", id: message.id, sample: sample() });
    else if (message?.probe === "snapshot") {
      const file = writeHeapSnapshot(message.file);
      process.send({ probe: "snapshot", id: message.id, file });
    }
  });
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
}
