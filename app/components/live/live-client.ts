/** The part of the browser's EventSource the client uses (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser gave up on the stream (an answer other than a stream). */
const CLOSED = 2;

/** Between a change's event and the reload, so a burst of changes reloads once. */
export const DEBOUNCE_MS = 150;
/** The first wait before reconnecting or checking health again; reconnects double it. */
export const RETRY_MS = 2000;
/** The longest wait between reconnects. */
export const MAX_RETRY_MS = 30_000;
/** How many times a reload waits for an unhealthy server before giving up until the next change. */
const HEALTH_ATTEMPTS = 30;

export interface LiveClientOptions {
  /** The server-sent events stream. */
  url: string;
  /** The event name that means "something changed". */
  event: string;
  /** Re-reads the page's data (the router's revalidate). */
  reload: () => unknown;
  healthUrl?: string;
  /**
   * How long ago (ms) the page's data was read. The first connection says it (`?age=`), and the
   * server sends at once a change it delivered in that time: one made between the page's render
   * and the stream's opening (hydration on a slow phone takes seconds) is not missed.
   */
  dataAge?: () => number;
  createSource?: (url: string) => EventSourceLike;
  fetch?: typeof fetch;
}

/** Data the running app fetched (a client-side navigation) came in a round trip that ended just now. */
export const FETCHED_DATA_AGE_MS = 2_000;

/**
 * How old a screen's data is, measured from now on (startLiveClient's `dataAge`): requested with
 * the document when `cameWithDocument` says so (the navigation's `requestStart`, exact), else
 * fetched by the running app, counted from FETCHED_DATA_AGE_MS ago (its request and answer).
 */
export function dataAgeFrom(
  cameWithDocument: (navigation: PerformanceNavigationTiming) => boolean,
): () => number {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const readAt =
    navigation && cameWithDocument(navigation)
      ? navigation.requestStart
      : performance.now() - FETCHED_DATA_AGE_MS;
  return () => performance.now() - readAt;
}

/**
 * Keeps a page current from a live stream and returns a function that stops it.
 *
 * - A change's event reloads the page's data, once per burst (DEBOUNCE_MS).
 * - Reloads go only to a server that answers /api/health: a reload sent to a server that is
 *   stopping or still starting would fail and replace the page with an error screen. While it
 *   does not answer, it is asked again every RETRY_MS.
 * - The browser retries a dropped stream itself; when it gives up (the stream was answered with
 *   an error, e.g. 503 while the server restarts, or 429 over the stream cap) the client
 *   reconnects after RETRY_MS, doubling up to MAX_RETRY_MS while it keeps failing.
 * - Before reconnecting it asks the stream once more: 401 or 403 means the session ended (signed
 *   out, expired) or lost its right, and the client stops for good rather than knock forever.
 * - After any interruption it reloads once when the stream is back, for what was missed; a
 *   change before the first connection is sent by the server when `dataAge` says how old the
 *   page's data is.
 */
export function startLiveClient(options: LiveClientOptions): () => void {
  const {
    url,
    event,
    reload,
    healthUrl = "/api/health",
    createSource = (u) => new EventSource(u),
    fetch: get = (...args) => fetch(...args),
    dataAge,
  } = options;
  let source: EventSourceLike | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let probe: AbortController | null = null;
  let failures = 0;
  let missed = false;
  let stopped = false;

  const reloadWhenHealthy = async (attempt = 0) => {
    if (stopped) return;
    const healthy = await get(healthUrl, { cache: "no-store" })
      // Read to the end: an answer left unread keeps its request open (a page never goes idle).
      .then((response) => response.arrayBuffer().then(() => response.ok))
      .catch(() => false);
    if (stopped) return;
    if (healthy) await reload();
    else if (attempt < HEALTH_ATTEMPTS) {
      reloadTimer = setTimeout(() => void reloadWhenHealthy(attempt + 1), RETRY_MS);
    }
  };

  const changed = () => {
    clearTimeout(reloadTimer);
    reloadTimer = setTimeout(() => void reloadWhenHealthy(), DEBOUNCE_MS);
  };

  let first = true;
  const connect = () => {
    if (stopped) return;
    // Later connections reload once they open instead (`missed`).
    const age = first && dataAge ? Math.max(0, Math.round(dataAge())) : undefined;
    first = false;
    const current = createSource(
      age === undefined ? url : `${url}${url.includes("?") ? "&" : "?"}age=${age}`,
    );
    source = current;
    current.addEventListener(event, changed);
    // The stream's first word (a plain message) says how long ago its topics last changed: a change after this page's
    // data was read (also one made while the stream's request was on its way, which `?age=` cannot
    // cover) reloads it once. Later connections reload once open anyway (`missed`).
    if (age !== undefined && dataAge) {
      current.addEventListener("message", (message) => {
        let lastChangeMs: unknown = null;
        try {
          lastChangeMs = (JSON.parse(String(message.data)) as { lastChangeMs?: unknown }).lastChangeMs;
        } catch {}
        if (typeof lastChangeMs === "number" && lastChangeMs < dataAge()) changed();
      });
    }
    current.onopen = () => {
      failures = 0;
      if (missed) changed();
      missed = false;
    };
    current.onerror = () => {
      missed = true;
      if (current.readyState !== CLOSED) return;
      current.close();
      const wait = Math.min(RETRY_MS * 2 ** failures, MAX_RETRY_MS);
      failures++;
      reconnectTimer = setTimeout(() => void reconnect(), wait);
    };
  };

  // The browser does not say why it gave up; one request to the stream does.
  const reconnect = async () => {
    if (stopped) return;
    probe = new AbortController();
    const status = await get(url, { cache: "no-store", signal: probe.signal }).then(
      (response) => response.status,
      () => 0,
    );
    probe.abort();
    probe = null;
    if (status === 401 || status === 403) {
      stopped = true;
      return;
    }
    connect();
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(reconnectTimer);
    clearTimeout(reloadTimer);
    probe?.abort();
    source?.close();
  };
}
