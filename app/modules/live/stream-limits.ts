/** Live-update streams one session or visitor pass may hold at once (tabs and windows). */
export const STREAMS_PER_OWNER = 5;

export const streamLimitTexts = {
  perBrowser: `Too many live-update connections from this browser (at most ${STREAMS_PER_OWNER}). Close another tab and try again.`,
  serverFull: "The server has too many live-update connections open. Please try again in a minute.",
} as const;

export type StreamSlot = { release: () => void } | { refused: string };

/**
 * Counts the open live-update streams of this process, per owner (a session or a visitor pass)
 * and in total. Every stream holds a connection, so an open file, for as long as it lasts: without
 * a cap, anyone with a free visitor pass could hold them all (issue 12 item 9).
 */
export class StreamLimits {
  private byOwner = new Map<string, number>();
  private open = 0;

  constructor(
    readonly max: number,
    readonly perOwner = STREAMS_PER_OWNER,
  ) {}

  /** A slot for one more stream of `owner`, released when the stream ends; or why not. */
  take(owner: string): StreamSlot {
    const held = this.byOwner.get(owner) ?? 0;
    if (held >= this.perOwner) return { refused: streamLimitTexts.perBrowser };
    if (this.open >= this.max) return { refused: streamLimitTexts.serverFull };
    this.byOwner.set(owner, held + 1);
    this.open++;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.open--;
        const left = (this.byOwner.get(owner) ?? 1) - 1;
        if (left > 0) this.byOwner.set(owner, left);
        else this.byOwner.delete(owner);
      },
    };
  }

  get size() {
    return this.open;
  }
}
