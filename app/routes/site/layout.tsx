import { Outlet } from "react-router";

// The marketing site's header and footer arrive with the site issue; pages under
// /luxebooking and /guntoormenu* never use this layout (spec 2.1).
export default function SiteLayout() {
  return <Outlet />;
}
