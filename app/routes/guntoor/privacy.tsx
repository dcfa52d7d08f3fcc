import { PrivacyNotice } from "~/components/menu/privacy-notice";
import { getApp } from "~/context.server";
import { getRestaurantInfo } from "~/modules/menu/get-restaurant-info.server";
import { getRetentionDays } from "~/modules/menu/guest-data.server";
import { PUBLIC_VENUE } from "~/modules/menu/menu.constants";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ loaderData: data }) => [
  { title: `Privacy notice — ${data?.info.name ?? "Guntoor"}` },
  {
    name: "description",
    content: "What the visitor form keeps, why, for how long, and how to have it deleted.",
  },
];

/** Issue 18 (DPDP Act 2023): the privacy notice the visitor form links to. Public. */
export async function loader(args: Route.LoaderArgs) {
  const db = getApp(args.context).database.db;
  const [info, retentionDays] = await Promise.all([
    getRestaurantInfo(db, { venue: PUBLIC_VENUE }),
    getRetentionDays(db, { venue: PUBLIC_VENUE }),
  ]);
  return {
    info: { name: info.name, address: info.address, phone: info.phone, email: info.email },
    retentionDays,
  };
}

export default function GuntoorPrivacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyNotice {...loaderData} />;
}
