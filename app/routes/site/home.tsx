import { Link } from "react-router";

export const meta = () => [
  { title: "Eden Garden, Bengaluru — The Key To Fine Dining" },
  { name: "description", content: "A restaurant garden in Bengaluru with the Luxe banquet hall." },
];

export default function Home() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <p className="text-brand-700">Bengaluru's Hidden Nest</p>
      <h1 className="font-display text-5xl font-semibold">The Key To Fine Dining</h1>
      <p className="mt-6">
        <Link to="/luxebooking" className="underline">
          Staff sign-in
        </Link>
      </p>
    </main>
  );
}
