import { retentionNotice } from "~/modules/menu/guest-data";

/** Issue 18 (DPDP Act 2023): under the visitor form, how long the details are kept and where to read more. */
export function PrivacyNoticeLine({ retentionDays }: { retentionDays: number }) {
  return (
    <p className="mt-4 text-sm text-gray-700">
      {retentionNotice(retentionDays)}{" "}
      <a href="/guntoorprivacy" className="font-semibold text-garden-800 underline">
        Privacy notice.
      </a>
    </p>
  );
}
