/** Placeholder until the reservations slice lands (issue 3). */
export function OperationsDashboard() {
  return (
    <section>
      <h1 className="text-2xl font-semibold">Operations Dashboard</h1>
      <p className="mt-2 text-gray-700">Reservations will appear here.</p>
    </section>
  );
}
