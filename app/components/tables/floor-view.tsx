import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLiveRevalidation } from "~/components/live/use-live-revalidation";
import { Button } from "~/components/ui/button";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import type { FloorRequestDto } from "~/modules/tables/table-service.server";
import { tableTexts } from "~/modules/tables/table-texts";

/** A request waiting this long is flagged (issue 31 item 8). */
export const FLAG_AFTER_MINUTES = 30;

const requestLabels = { waiter: "Call waiter", bill: "Ask for the bill" } as const;

/** Two short tones through Web Audio (no sound file to load); needs the page's first tap. */
function chime(context: AudioContext) {
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.21);
  }
}

function RequestRow({ request, now }: { request: FloorRequestDto; now: number }) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  const minutes = Math.max(0, Math.floor((now - Date.parse(request.createdAt)) / 60_000));
  const late = minutes >= FLAG_AFTER_MINUTES;
  const clearing = fetcher.state !== "idle";
  return (
    <li
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl p-4 shadow-sm ring-2 ${late ? "bg-red-50 ring-red-700" : "bg-white ring-black/10"} ${clearing ? "opacity-60" : ""}`}
      data-testid="floor-request"
      data-late={late || undefined}
    >
      <div>
        <p className="text-2xl font-bold text-garden-900">{request.table}</p>
        <p className="text-lg font-semibold">{requestLabels[request.kind]}</p>
        <p
          className={`text-sm ${late ? "font-bold text-red-800" : "text-gray-700"}`}
          data-testid="floor-waiting"
        >
          Waiting {minutes} {minutes === 1 ? "minute" : "minutes"}
          {late ? ` — over ${FLAG_AFTER_MINUTES} minutes` : ""}
        </p>
      </div>
      <fetcher.Form method="post" action="/luxebooking/floor">
        <input type="hidden" name="intent" value="done" />
        <input type="hidden" name="id" value={request.id} />
        <Button
          type="submit"
          size="xl"
          busy={clearing}
          aria-label={`Done: ${request.table}, ${requestLabels[request.kind]}`}
        >
          Done
        </Button>
      </fetcher.Form>
    </li>
  );
}

/**
 * Issue 31 item 8: the live 'Floor' panel. New requests arrive within seconds (the `floor` live
 * topic); after a first tap on 'Turn on sound' (browsers play sound only after one) each new
 * request chimes; the title carries the number waiting. Minutes waiting run on the server's clock.
 */
export function FloorScreen({ requests, serverNow }: { requests: FloorRequestDto[]; serverNow: string }) {
  useLiveRevalidation("floor");
  // The server's clock, carried forward by this device's: a tablet's wrong clock does not matter.
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 15_000);
    return () => clearInterval(timer);
  }, [offset]);

  const audio = useRef<AudioContext | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const [chimes, setChimes] = useState(0);
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(requests.map((r) => r.id));
    const previous = seen.current;
    seen.current = ids;
    if (!previous || !audio.current) return;
    if ([...ids].some((id) => !previous.has(id))) {
      chime(audio.current);
      setChimes((n) => n + 1);
    }
  }, [requests]);

  const turnOnSound = () => {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext: typeof AudioContext }).webkitAudioContext;
    audio.current ??= new Context();
    void audio.current.resume();
    chime(audio.current);
    setSoundOn(true);
  };

  return (
    <section aria-labelledby="floor-heading" className="space-y-6" data-chimes={chimes}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="floor-heading" className="text-3xl font-semibold text-garden-900">
          {tableTexts.floorTitle}
          {requests.length > 0 ? (
            <span
              className="ml-3 rounded-full bg-red-700 px-3 py-1 align-middle text-base text-white"
              data-testid="floor-count"
            >
              {requests.length}
            </span>
          ) : null}
        </h1>
        {soundOn ? (
          <p className="text-sm font-semibold text-green-800" role="status">
            Sound on: a new request chimes.
          </p>
        ) : (
          <Button variant="outline" size="lg" onClick={turnOnSound}>
            Turn on sound
          </Button>
        )}
      </div>
      {requests.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-gray-700 shadow-sm">No table is waiting.</p>
      ) : (
        <ol className="space-y-3" aria-label="Tables waiting, oldest first">
          {requests.map((r) => (
            <RequestRow key={r.id} request={r} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
