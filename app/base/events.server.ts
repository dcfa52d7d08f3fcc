import { EventEmitter } from "node:events";
import { StreamLimits } from "./stream-limits";
import type { LiveTopic } from "./live-topics";

/** A change another screen may want to show. */
export interface LiveEvent {
  topic: LiveTopic;
  type: string;
  id?: string;
  at: string;
}

export type Publisher = (event: LiveEvent) => void | Promise<void>;

/**
 * In-process fan-out of live events to SSE streams. A remote transport (PostgreSQL
 * LISTEN/NOTIFY) can be attached so events cross instances; local delivery happens
 * when the transport echoes the event back, or directly when there is none.
 */
export class EventBus {
  private emitter = new EventEmitter();
  private remote: Publisher | null = null;
  /** When (performance.now()) an event of each topic was last delivered here. */
  private delivered = new Map<LiveTopic, number>();
  /** The live-update streams of this process (`eventStream` takes a slot per stream). */
  readonly streams: StreamLimits;

  constructor(options: { maxStreams?: number } = {}) {
    this.emitter.setMaxListeners(0);
    this.streams = new StreamLimits(options.maxStreams ?? 2_000);
  }

  setTransport(publish: Publisher | null) {
    this.remote = publish;
  }

  async publish(topic: LiveTopic, type: string, id?: string) {
    const event: LiveEvent = { topic, type, id, at: new Date().toISOString() };
    if (this.remote) {
      try {
        await this.remote(event);
        return;
      } catch {
        // fall through: at least this instance's screens update
      }
    }
    this.deliver(event);
  }

  deliver(event: LiveEvent) {
    // The monotonic clock: a stream opened later asks how long ago (changedWithin).
    this.delivered.set(event.topic, performance.now());
    this.emitter.emit("event", event);
  }

  /**
   * The first of `topics` an event was delivered for in the last `ms` milliseconds on this
   * instance, if any: a screen whose data was read before its stream opened missed it.
   */
  changedWithin(topics: readonly LiveTopic[], ms: number): LiveTopic | undefined {
    const since = performance.now() - ms;
    return topics.find((topic) => (this.delivered.get(topic) ?? Number.NEGATIVE_INFINITY) >= since);
  }

  /**
   * How long ago (ms) an event of any of `topics` was last delivered on this instance, or null if
   * none was since it started (every instance receives every event: LISTEN/NOTIFY).
   */
  sinceLastDelivery(topics: readonly LiveTopic[]): number | null {
    const times = topics
      .map((topic) => this.delivered.get(topic))
      .filter((t): t is number => t !== undefined);
    return times.length === 0 ? null : performance.now() - Math.max(...times);
  }

  subscribe(listener: (event: LiveEvent) => void): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }

  /** Ends every open stream (server shutdown). */
  close() {
    this.emitter.emit("close");
  }

  onClose(listener: () => void): () => void {
    this.emitter.on("close", listener);
    return () => this.emitter.off("close", listener);
  }

  listenerCount() {
    return this.emitter.listenerCount("event");
  }
}
