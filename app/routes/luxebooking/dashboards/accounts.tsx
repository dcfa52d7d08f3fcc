/** Placeholder until the reservations slice lands (issue 3). */
export function AccountsDashboard() {
  return (
    <section>
      <h1 className="text-2xl font-semibold">Reservation Calendar</h1>
      <p className="mt-2 text-gray-700">Reservations will appear here.</p>
    </section>
  );
}
