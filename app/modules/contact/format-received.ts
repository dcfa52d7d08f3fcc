/** Received time in the business's time zone (DESIGN.md: Asia/Kolkata whatever the server's TZ). */
export function formatReceived(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    timeZone: "Asia/Kolkata",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
