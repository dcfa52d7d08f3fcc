import { renderToStaticMarkup } from "react-dom/server";
import { isServedAt } from "~/modules/menu/dish-facts";
import { categoryLabelWithLanguage, type GuestLanguage } from "~/modules/menu/languages";
import type { PublicMenu } from "~/modules/menu/load-public-menu.server";
import { type CardFacts, cardFacts } from "~/modules/menu/menu-query";
import type { PublicMenuPayload } from "~/modules/menu/public-menu-cache.server";
import { MenuItemCard } from "./menu-item-card";

/** Between two cards of `/guntoormenu/cards` (menu-enhance.ts splits there). */
export const CARD_BREAK = "<!--card-->";

export interface RenderedCard {
  html: string;
  facts: CardFacts;
}

type Item = PublicMenu["items"][number];
type Category = PublicMenu["categories"][number];

/** One card, with what the page's script needs to filter it (issue 17). */
function MenuCard({
  item,
  category,
  index,
  now,
  language,
}: {
  item: Item;
  category: Category;
  index: number;
  now: Date;
  language: GuestLanguage;
}) {
  const facts = cardFacts(item, category);
  return (
    <div
      className="contents"
      data-card={index}
      data-category={facts.category}
      data-main={facts.mainCategory}
      data-veg={facts.marker ?? undefined}
      data-spice={facts.spice === "unset" ? undefined : facts.spice}
      data-allergens={facts.allergens === null ? undefined : facts.allergens.join(" ")}
      data-search={facts.search}
    >
      <MenuItemCard
        item={item}
        marker={facts.marker}
        categoryLabel={categoryLabelWithLanguage(category, language)}
        now={now}
        language={language}
        detailHref={`/guntoormenu/dish/${item.id}`}
      />
    </div>
  );
}

/**
 * React builds markup by concatenation, a rope that V8 walks piece by piece on every join of the
 * page's cards (~2 ms per rendered view, `node --cpu-prof`); a copy made once is one flat string.
 */
const flat = (html: string) => Buffer.from(html).toString();

type Rendered = { items: Item[]; serving: string; cards: RenderedCard[]; all?: string };
/** Per menu, per language (issue 18: a guest's cards in their language; four at most). */
const rendered = new WeakMap<PublicMenuPayload, Map<GuestLanguage, Rendered>>();

/**
 * Every card of the public menu as HTML, in menu order, rendered once per menu: each page lists
 * the query's cards, and its script fetches the whole set once (`menuCardsFragment`), so a page
 * view joins a few strings instead of rendering the whole menu. The payload is new after every "menu" event (a serving-hours
 * boundary is one), and a card's serving state is checked against `now` on every view as well.
 */
export function menuCards(
  menu: PublicMenuPayload,
  now: Date,
  language: GuestLanguage = "en",
): RenderedCard[] {
  return renderedCards(menu, now, language).cards;
}

/**
 * Every card of the menu in menu order as one string: `/guntoormenu/cards`, which the page's
 * script fetches to switch categories and search. Joined once per menu, language and serving state.
 */
export function menuCardsFragment(menu: PublicMenuPayload, now: Date, language: GuestLanguage): string {
  const known = renderedCards(menu, now, language);
  // A comment between cards lets the page's script parse the set in slices (issue 29: with every
  // language's words on every card, one parse of the whole set was a long task on a slow phone).
  known.all ??= known.cards.map((c) => c.html).join(CARD_BREAK);
  return known.all;
}

function renderedCards(menu: PublicMenuPayload, now: Date, language: GuestLanguage): Rendered {
  const languages = rendered.get(menu) ?? new Map<GuestLanguage, Rendered>();
  rendered.set(menu, languages);
  let known = languages.get(language);
  const items = known?.items ?? (JSON.parse(menu.itemsJson) as Item[]);
  const serving = items
    .map((i) =>
      isServedAt({ servedFrom: i.servedFrom ?? null, servedUntil: i.servedUntil ?? null }, now) ? 1 : 0,
    )
    .join("");
  if (!known || known.serving !== serving) {
    const byKey = new Map(menu.categories.map((c) => [c.key, c]));
    const cards = items.flatMap((item) => {
      const category = byKey.get(item.category);
      return category ? [{ item, category }] : [];
    });
    known = {
      items,
      serving,
      cards: cards.map(({ item, category }, index) => ({
        html: flat(
          renderToStaticMarkup(
            <MenuCard item={item} category={category} index={index} now={now} language={language} />,
          ),
        ),
        facts: cardFacts(item, category),
      })),
    };
    languages.set(language, known);
  }
  return known;
}
