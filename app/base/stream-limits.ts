/** Live-update streams one session or visitor pass may hold at once (tabs and windows). */
export const STREAMS_PER_OWNER = 5;

export const streamLimitTexts = {
  perBrowser: `Too many live-update connections from this browser (at most ${STREAMS_PER_OWNER}). Close another tab and try again.`,
  serverFull: "The server has too many live-update connections open. Please try again in a minute.",
} as const;

export type StreamSlot = { release: () => void } | { refused: string };

/** Who a stream is for: a signed-in staff member, or a guest with a visitor pass. */
export type StreamAudience = "staff" | "visitor";

/**
 * Counts the open live-update streams of this process, per owner (a session or a visitor pass)
 * and in total. Every stream holds a connection, so an open file, for as long as it lasts: without
 * a cap, anyone with a free visitor pass could hold them all (issue 12 item 9). Visitors' streams
 * have a share of their own, at most half of the cap (`visitorMax`), so staff always find the
 * other half: a staff stream is refused only when the cap is full with staff streams holding at
 * least half of it, never because visitors filled it (issue 28 item 8). Staff may use the part of
 * the visitors' share that visitors leave free.
 */
export class StreamLimits {
  private byOwner = new Map<string, number>();
  private open = 0;
  private visitors = 0;
  readonly visitorMax: number;

  constructor(
    readonly max: number,
    readonly perOwner = STREAMS_PER_OWNER,
  ) {
    this.visitorMax = Math.floor(max / 2);
  }

  /** A slot for one more stream of `owner`, released when the stream ends; or why not. */
  take(owner: string, audience: StreamAudience = "staff"): StreamSlot {
    const held = this.byOwner.get(owner) ?? 0;
    if (held >= this.perOwner) return { refused: streamLimitTexts.perBrowser };
    if (audience === "visitor" && this.visitors >= this.visitorMax)
      return { refused: streamLimitTexts.serverFull };
    if (this.open >= this.max) return { refused: streamLimitTexts.serverFull };
    this.byOwner.set(owner, held + 1);
    this.open++;
    if (audience === "visitor") this.visitors++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open--;
        if (audience === "visitor") this.visitors--;
        const left = (this.byOwner.get(owner) ?? 1) - 1;
        if (left > 0) this.byOwner.set(owner, left);
        else this.byOwner.delete(owner);
      },
    };
  }

  get size() {
    return this.open;
  }

  /** Open visitors' streams. */
  get visitorSize() {
    return this.visitors;
  }
}
