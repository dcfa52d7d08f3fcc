import { data } from "react-router";
import { getApp } from "~/context.server";
import { getUser, sessionStreamOwner } from "~/modules/auth/guards.server";
import { eventStream, type StreamOwner } from "~/modules/live/sse.server";
import { readVisitorPass } from "~/modules/menu/visitor-pass.server";
import { can } from "~/permissions";
import type { Route } from "./+types/menu-events";

/** Live menu changes for open public menus (visitor pass) and the admin panel (menu.manage). */
export async function loader(args: Route.LoaderArgs) {
  const pass = readVisitorPass(args.request.headers.get("cookie"));
  let owner: StreamOwner;
  // A pass's stream ends when the pass expires (12 hours after the visitor form).
  if (pass) {
    owner = { key: `visitor:${pass.entryId}`, audience: "visitor", validUntil: async () => pass.expiresAt };
  } else {
    const user = await getUser(args);
    if (!user)
      throw data({ message: "Please fill in your details at /guntoorlogin first." }, { status: 401 });
    if (!can(user.role, "menu.manage")) throw data({ message: "Access Denied" }, { status: 403 });
    owner = sessionStreamOwner(args);
  }
  return eventStream({ request: args.request, events: getApp(args.context).events, topics: ["menu"], owner });
}
