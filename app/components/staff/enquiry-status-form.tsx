import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { Options, Select } from "~/components/ui/input";
import type { EnquiryDetail } from "~/modules/contact/enquiries.server";
import {
  enquiryInboxTexts,
  enquiryStatuses,
  enquiryStatusLabels,
  lostReasonLabels,
  staffLostReasons,
} from "~/modules/contact/enquiry-admin.schema";
import { formatDateTime } from "~/modules/time";

/**
 * Issue 16, issue 32 item 10: where the sale stands (New → Contacted → Quoted → Won / Lost, with a
 * reason when lost), 'Create reservation' and, once converted, the link to the reservation. A plain
 * form: it works before JavaScript loads (the reason is always offered; it counts only for Lost).
 */
export function EnquiryStatusForm({ enquiry, canConvert }: { enquiry: EnquiryDetail; canConvert: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <section aria-labelledby="enquiry-status-heading" className="mt-6 rounded-lg bg-gray-50 p-4">
      <h2 id="enquiry-status-heading" className="sr-only">
        Enquiry status
      </h2>
      {enquiry.reservation ? (
        <p className="mb-3 font-semibold text-garden-900" data-testid="enquiry-converted">
          {`${enquiryInboxTexts.converted}: `}
          <Link to={`/luxebooking/reservation/${enquiry.reservation.id}`} className="underline">
            {enquiry.reservation.eventName}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="status" />
          <div>
            <label htmlFor="enquiry-sale-status" className="mb-1 block text-sm font-medium">
              Status
            </label>
            <Select id="enquiry-sale-status" name="status" defaultValue={enquiry.status} key={enquiry.status}>
              <Options values={enquiryStatuses} labels={enquiryStatusLabels} />
            </Select>
          </div>
          <div>
            <label htmlFor="enquiry-lost-reason" className="mb-1 block text-sm font-medium">
              If lost, why
            </label>
            <Select
              id="enquiry-lost-reason"
              name="lostReason"
              defaultValue={enquiry.lostReason ?? ""}
              key={enquiry.lostReason ?? "none"}
            >
              <option value="">—</option>
              {staffLostReasons.map((r) => (
                <option key={r} value={r}>
                  {lostReasonLabels[r]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline" size="md" disabled={busy}>
            Save status
          </Button>
        </Form>
        {canConvert && !enquiry.reservation ? (
          <Link
            to={`/luxebooking/new-reservation?enquiry=${enquiry.id}`}
            className={buttonClass({ size: "md" })}
          >
            Create reservation
          </Link>
        ) : null}
      </div>
      {enquiry.status === "lost" ? (
        <p className="mt-2 text-sm font-semibold text-red-900" data-testid="lost-reason">
          {`Lost: ${enquiry.lostReason ? lostReasonLabels[enquiry.lostReason] : "reason not recorded"}`}
        </p>
      ) : null}
      {enquiry.statusChangedAt ? (
        <p className="mt-2 text-xs text-gray-700">
          Status set by {enquiry.statusChangedByEmail ?? "the system"},{" "}
          {formatDateTime(enquiry.statusChangedAt)}
        </p>
      ) : null}
    </section>
  );
}
