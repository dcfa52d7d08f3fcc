import type { ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/input";
import { Panel } from "~/components/ui/panel";
import { type ToastResult, useResultToast } from "~/components/ui/toast";
import {
  AREAS,
  areaLabels,
  type BookingSettings,
  SLOT_CHOICES,
  timeLabel,
} from "~/modules/tables/booking-rules";
import type { BlockDto } from "~/modules/tables/settings.server";
import { tableTexts } from "~/modules/tables/table-texts";
import { formatLongDate } from "~/modules/time";

const ACTION = "/luxebooking/table-bookings/settings";

function Labelled({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-gray-700">{hint}</p> : null}
    </div>
  );
}

/** A form posted by its own fetcher, its result a toast. */
function SettingsForm({ intent, children, submit }: { intent: string; children: ReactNode; submit: string }) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  return (
    <fetcher.Form method="post" action={ACTION} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div className="sm:col-span-2">
        <Button type="submit" size="md" busy={fetcher.state !== "idle"}>
          {submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function RulesPanel({ settings }: { settings: BookingSettings }) {
  return (
    <Panel id="rules-title" look="reservation" title="Booking rules">
      <SettingsForm intent="rules" submit="Save Booking Rules">
        <Labelled id="rules-slot" label="Slot length" hint="How far apart the times guests can choose are.">
          <Select id="rules-slot" name="slotMinutes" defaultValue={String(settings.slotMinutes)}>
            {SLOT_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} minutes
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled
          id="rules-length"
          label="Booking length (minutes)"
          hint="How long a booking holds its covers: 30 to 240, in steps of 15."
        >
          <Input
            id="rules-length"
            name="bookingMinutes"
            type="number"
            min={30}
            max={240}
            step={15}
            required
            defaultValue={settings.bookingMinutes}
          />
        </Labelled>
        <Labelled id="rules-window" label="Booking window (days ahead)" hint="Today counts as day 0.">
          <Input
            id="rules-window"
            name="windowDays"
            type="number"
            min={0}
            max={365}
            required
            defaultValue={settings.windowDays}
          />
        </Labelled>
        <Labelled
          id="rules-whatsapp"
          label="WhatsApp number"
          hint="The guests' confirmation links to a chat with this number. Empty: the venue's."
        >
          <Input
            id="rules-whatsapp"
            name="whatsapp"
            type="tel"
            inputMode="tel"
            defaultValue={settings.whatsapp ? `+${settings.whatsapp}` : ""}
          />
        </Labelled>
      </SettingsForm>
    </Panel>
  );
}

function AreaPanel({ area }: { area: BookingSettings["areas"][keyof BookingSettings["areas"]] }) {
  const id = (name: string) => `area-${area.area}-${name}`;
  return (
    <Panel id={id("title")} look="reservation" title={areaLabels[area.area]}>
      <SettingsForm intent="area" submit={`Save ${areaLabels[area.area]}`}>
        <input type="hidden" name="area" value={area.area} />
        <Labelled
          id={id("covers")}
          label="Covers per slot"
          hint="Guests seated at once that online bookings may fill."
        >
          <Input
            id={id("covers")}
            name="covers"
            type="number"
            min={0}
            max={1000}
            required
            defaultValue={area.covers}
          />
        </Labelled>
        <div className="flex items-center gap-2 self-center">
          <input
            id={id("bookable")}
            name="bookable"
            type="checkbox"
            defaultChecked={area.bookable}
            className="h-4 w-4 accent-garden-800"
          />
          <label htmlFor={id("bookable")} className="text-sm font-medium">
            Takes online bookings
          </label>
        </div>
        <Labelled id={id("opens")} label="Opens">
          <Input id={id("opens")} name="opens" type="time" step={900} required defaultValue={area.opens} />
        </Labelled>
        <Labelled id={id("closes")} label="Closes" hint={`The last booking starts an hour before closing.`}>
          <Input
            id={id("closes")}
            name="closes"
            type="time"
            step={900}
            required
            defaultValue={area.closes === "24:00" ? "00:00" : area.closes}
          />
        </Labelled>
      </SettingsForm>
    </Panel>
  );
}

function BlockRow({ block }: { block: BlockDto }) {
  const fetcher = useFetcher<ToastResult>();
  useResultToast(fetcher.data);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <span className="font-semibold">{formatLongDate(block.day)}</span> ·{" "}
        {block.fromTime && block.untilTime
          ? `${timeLabel(block.fromTime)} to ${timeLabel(block.untilTime)}`
          : "All day"}{" "}
        · {block.area ? areaLabels[block.area] : "Both areas"}
        {block.reason ? <span className="text-gray-700"> · {block.reason}</span> : null}
      </span>
      <fetcher.Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value="unblock" />
        <input type="hidden" name="id" value={block.id} />
        <Button type="submit" variant="secondary" size="xs" busy={fetcher.state !== "idle"}>
          Remove
        </Button>
      </fetcher.Form>
    </li>
  );
}

function BlocksPanel({ blocks }: { blocks: BlockDto[] }) {
  return (
    <Panel id="blocks-title" look="reservation" title="Blocked dates and hours">
      <p className="mb-3 text-sm text-gray-700">
        A private function, a holiday: guests cannot book these times online. The note is for staff only.
      </p>
      <SettingsForm intent="block" submit="Block">
        <Labelled id="block-day" label="Date">
          <Input id="block-day" name="day" type="date" required />
        </Labelled>
        <Labelled id="block-area" label="Seating">
          <Select id="block-area" name="area" defaultValue="both">
            <option value="both">Both areas</option>
            {AREAS.map((a) => (
              <option key={a} value={a}>
                {areaLabels[a]}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled id="block-from" label="From (empty: all day)">
          <Input id="block-from" name="fromTime" type="time" step={900} />
        </Labelled>
        <Labelled id="block-until" label="Until">
          <Input id="block-until" name="untilTime" type="time" step={900} />
        </Labelled>
        <div className="sm:col-span-2">
          <Labelled id="block-reason" label="Note (staff only)">
            <Input id="block-reason" name="reason" maxLength={200} />
          </Labelled>
        </div>
      </SettingsForm>
      {blocks.length > 0 ? (
        <ul className="mt-4 divide-y divide-gray-100" aria-label="Blocked dates and hours">
          {blocks.map((b) => (
            <BlockRow key={b.id} block={b} />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-gray-700">Nothing blocked.</p>
      )}
    </Panel>
  );
}

/** Issue 31 item 6: the owner's booking settings. */
export function TableSettingsScreen({ settings, blocks }: { settings: BookingSettings; blocks: BlockDto[] }) {
  return (
    <section aria-labelledby="table-settings-heading" className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="table-settings-heading" className="text-3xl font-semibold text-garden-900">
          {tableTexts.settingsTitle}
        </h1>
        <Link to="/luxebooking/table-bookings" className={buttonClass({ variant: "outline" })}>
          ← {tableTexts.dayTitle}
        </Link>
      </div>
      <RulesPanel settings={settings} />
      <div className="grid gap-6 lg:grid-cols-2">
        {AREAS.map((a) => (
          <AreaPanel key={a} area={settings.areas[a]} />
        ))}
      </div>
      <BlocksPanel blocks={blocks} />
    </section>
  );
}
