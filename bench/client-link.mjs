// A client link (issue 30) for measuring `/event/<token>`: made the way staff make one, on a server
// with the demo data. An administrator (signed in with the demo password) takes the first confirmed
// reservation of the next 92 days from the reservations API and presses 'Create client link'
// (POST /luxebooking/reservation/:id/client-page, intent=create-link); the link is then read from
// the reservation's Client page section (also when the reservation had one already).

/** IST calendar day, `days` from today. */
const istDay = (days = 0) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The path `/event/<token>` of a demo reservation's client link; `cookie` is an admin's session. */
export async function demoClientLink(url, cookie) {
  const list = await fetch(`${url}/api/v1/reservations?from=${istDay()}&to=${istDay(91)}`, {
    headers: { cookie },
  });
  if (!list.ok) throw new Error(`the reservations API answered ${list.status}`);
  const { reservations } = await list.json();
  const reservation = reservations.find((r) => r.status === "confirmed");
  if (!reservation) throw new Error("no confirmed demo reservation in the next 92 days");
  const page = `${url}/luxebooking/reservation/${reservation.id}`;
  const created = await fetch(`${page}/client-page`, {
    method: "POST",
    headers: { cookie, origin: url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "create-link" }),
    redirect: "manual",
  });
  if (created.status >= 500) throw new Error(`creating the client link answered ${created.status}`);
  const html = await (await fetch(page, { headers: { cookie } })).text();
  const path = /\/event\/[A-Za-z0-9_-]{43}/.exec(html)?.[0];
  if (!path) throw new Error(`no client link on ${page} (creating it answered ${created.status})`);
  // The client's page itself, not the 404 every bad token gets.
  const client = await fetch(`${url}${path}`);
  if (client.status !== 200) throw new Error(`${path} answered ${client.status}`);
  if (!(await client.text()).includes(reservation.eventName))
    throw new Error(`${path} does not show ${reservation.eventName}`);
  return path;
}
