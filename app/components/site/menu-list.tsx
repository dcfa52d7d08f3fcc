import type { StaticMenuItem } from "~/modules/site-content/menu";

/** A titled list of static menu items: title and tags; the price stays in the data (spec 3.1). */
export function MenuList({
  heading,
  items,
  id,
  level: Heading = "h3",
}: {
  heading: string;
  items: StaticMenuItem[];
  id: string;
  level?: "h2" | "h3";
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white/5 p-6 ring-1 ring-brand-500/30">
      <Heading id={id} className="font-display text-3xl font-semibold text-brand-100">
        {heading}
      </Heading>
      <ul className="mt-4 divide-y divide-white/10">
        {items.map((item) => (
          <li key={item.title} className="py-3">
            <p className="text-lg font-semibold text-white">{item.title}</p>
            <p className="text-sm text-brand-100/90">{item.tags}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
