import { data } from "react-router";
import { NotFound } from "~/components/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "404 - Page Not Found" }];

export default function StaffNotFound() {
  return <NotFound backTo="/luxebooking" backLabel="Back to Dashboard" />;
}
