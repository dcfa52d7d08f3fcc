import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { menuCategories, menuItems } from "~/db/schema";
import { seedMenu } from "~/modules/menu/seed-menu.server";
import { type AppHarness, startApp } from "../support/app-harness";
import { fontLinks, htmlLang } from "../support/html";

/**
 * Issue 18 item 2: the visitor form and the menu in English, Telugu, Kannada and Hindi, through
 * the whole app (page cache on, as in production): the switcher's links, the cookie, `<html lang>`,
 * the script's font, and the spec's English texts word for word.
 */
let app: AppHarness;
beforeAll(async () => {
  app = await startApp({ pageCache: true });
  await seedMenu(app.database.db, { venue: "guntoor" });
  // The seed translates everything (issue 29): one dish and one category the owner added in
  // English only, before any page is cached.
  const db = app.database.db;
  await db
    .update(menuItems)
    .set({ nameTe: null, descriptionTe: null })
    .where(eq(menuItems.name, "Mini Veg Meals"));
  await db.update(menuCategories).set({ labelTe: null }).where(eq(menuCategories.key, "wok"));
}, 120_000);
afterAll(() => app?.close());

/**
 * A dish card's name (issue 29 item 11: a link to the dish's details) and its `lang` mark, or
 * undefined when the page has no card of that name.
 */
const dishName = (html: string, name: string) => {
  const tag = [...html.matchAll(/<a [^>]*data-dish="true"[^>]*>([^<]*)<\/a>/g)].find(
    (m) => m[1] === name,
  )?.[0];
  return tag === undefined ? undefined : { lang: /\slang="([^"]+)"/.exec(tag)?.[1] ?? null };
};

const page = async (path: string, cookie?: string) => {
  const response = await app.request(path, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return { html: await response.text(), cache: response.headers.get("x-page-cache") };
};

describe("/guntoorlogin in the guest's language", () => {
  it("English by default: the spec's texts word for word, no Indian script's font", async () => {
    const { html } = await page("/guntoorlogin");
    expect(htmlLang(html)).toBe("en");
    for (const text of [
      ">Your Name<",
      ">Phone Number<",
      ">Number of Guests<",
      ">View Menu<",
      ">Please provide your details to view the menu.<",
      'data-submitting="Submitting..."',
    ])
      expect(html).toContain(text);
    expect(fontLinks(html)).toEqual([]);
  });

  it("Telugu from the cookie: Telugu texts, lang=te, the Telugu font only", async () => {
    const { html } = await page("/guntoorlogin", "menu_lang=te");
    expect(htmlLang(html)).toBe("te");
    expect(html).toContain(">మీ పేరు<");
    expect(html).toContain(">మెనూ చూడండి<");
    expect(html).toContain('data-submitting="పంపుతోంది..."');
    expect(fontLinks(html)).toEqual(["telugu"]);
    expect(html).not.toContain(">View Menu<");
    // The site's header and footer around the form stay English, and say so.
    expect(html).toMatch(/<div lang="en" class="contents"><header/);
    expect(html).toMatch(/<div lang="en" class="contents"><footer/);
  });

  it("Kannada and Hindi get their own font; an unknown cookie value is English", async () => {
    expect(fontLinks((await page("/guntoorlogin", "menu_lang=kn")).html)).toEqual(["kannada"]);
    const hindi = (await page("/guntoorlogin", "menu_lang=hi")).html;
    expect(htmlLang(hindi)).toBe("hi");
    expect(fontLinks(hindi)).toEqual(["devanagari"]);
    const unknown = (await page("/guntoorlogin", "menu_lang=fr")).html;
    expect(htmlLang(unknown)).toBe("en");
    expect(unknown).toContain(">View Menu<");
  });

  it("keeps one cached copy per language, never another language's", async () => {
    for (const cookie of ["menu_lang=te", "", "menu_lang=hi"])
      await page("/guntoorlogin", cookie || undefined);
    for (const [cookie, lang] of [
      ["menu_lang=te", "te"],
      ["", "en"],
      ["menu_lang=te", "te"],
      ["menu_lang=hi", "hi"],
      ["", "en"],
    ] as const) {
      const { html, cache } = await page("/guntoorlogin", cookie || undefined);
      expect(htmlLang(html)).toBe(lang);
      expect(cache).toBe("hit");
    }
  });

  it("the switcher: four links in their own scripts and languages, the current one marked", async () => {
    const { html } = await page("/guntoorlogin", "menu_lang=kn");
    const nav = html.match(/<nav aria-label="ಭಾಷೆ"[\s\S]*?<\/nav>/)?.[0] ?? "";
    const links = nav.match(/<a [^>]*>[^<]*<\/a>/g) ?? [];
    expect(links).toHaveLength(4);
    expect(links.map((a) => a.match(/>([^<]*)</)![1])).toEqual(["English", "తెలుగు", "ಕನ್ನಡ", "हिन्दी"]);
    expect(links.map((a) => a.match(/ lang="(\w+)"/)![1])).toEqual(["en", "te", "kn", "hi"]);
    expect(links.filter((a) => a.includes('aria-current="true"'))).toEqual([
      expect.stringContaining('href="?lang=kn"'),
    ]);
  });

  it("a switcher link (no JavaScript needed) sets the cookie and comes back, ?table= kept", async () => {
    const response = await app.request("/guntoorlogin?table=abc&lang=te");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/guntoorlogin?table=abc");
    expect(response.headers.get("set-cookie")).toMatch(/^menu_lang=te; Path=\/; HttpOnly; SameSite=Lax/);
    const unknown = await app.request("/guntoorlogin?lang=xx");
    expect(unknown.headers.get("set-cookie")).toMatch(/^menu_lang=en;/);
  });

  it("answers the form's checks in the guest's language, the English word for word", async () => {
    const post = (cookie: string, values: Record<string, string>, json = true) =>
      app.request("/guntoorlogin", {
        method: "POST",
        headers: { cookie, "x-forwarded-for": "10.40.0.1", ...(json ? { accept: "application/json" } : {}) },
        body: new URLSearchParams(values),
      });
    const empty = { customerName: "", phoneNumber: "", numGuests: "" };
    expect(await (await post("menu_lang=te", empty)).json()).toMatchObject({
      ok: false,
      error: "దయచేసి అన్ని వివరాలు నింపండి.",
    });
    expect(await (await post("", empty)).json()).toMatchObject({
      ok: false,
      error: "Please fill in all fields.",
    });
    const phone = { customerName: "Ravi", phoneNumber: "12", numGuests: "2" };
    expect(await (await post("menu_lang=hi", phone)).json()).toMatchObject({
      error: "कृपया सही फ़ोन नंबर दर्ज करें (10 से 14 अंक, शुरू में + हो सकता है)।",
    });
    const plain = await (await post("menu_lang=kn", empty, false)).text();
    expect(plain).toContain("ದಯವಿಟ್ಟು ಎಲ್ಲಾ ವಿವರಗಳನ್ನು ಭರ್ತಿ ಮಾಡಿ.");
    const saved = await post("menu_lang=te", {
      customerName: "Ravi",
      phoneNumber: "9876543210",
      numGuests: "2",
    });
    expect(await saved.json()).toEqual({ ok: true, message: "వివరాలు సేవ్ అయ్యాయి! మెనూకి తీసుకెళ్తున్నాం..." });
  });
});

describe("/guntoormenu in the guest's language", () => {
  let pass = "";
  beforeAll(async () => {
    const response = await app.request("/guntoorlogin", {
      method: "POST",
      headers: { accept: "application/json", "x-forwarded-for": "10.40.0.9" },
      body: new URLSearchParams({ customerName: "Lakshmi", phoneNumber: "9876501234", numGuests: "3" }),
    });
    pass = response.headers.get("set-cookie")!.split(";")[0]!;
  });
  const menu = (language?: string, query = "") =>
    page(`/guntoormenu${query}`, [pass, language ? `menu_lang=${language}` : ""].filter(Boolean).join("; "));

  it("Telugu: Telugu interface texts and dish names; an untranslated dish in English, marked lang=en", async () => {
    const { html } = await menu("te");
    expect(htmlLang(html)).toBe("te");
    expect(fontLinks(html)).toEqual(["telugu"]);
    for (const text of [">శాకాహారం మాత్రమే<", ">ఆహారం<", ">పానీయాలు<", 'placeholder="వంటకాలు, పానీయాలు, పదార్థాలు వెతకండి…"'])
      expect(html).toContain(text);
    // The seeded Telugu names (issue 18), and the category label the seed translated.
    expect(dishName(html, "గుంటూరు శాకాహార భోజనం")).toEqual({ lang: null });
    expect(html).toContain(">ఆంధ్ర భోజనం</h2>");
    // An item of the same category without a Telugu name: English, with lang="en" on it.
    expect(dishName(html, "Mini Veg Meals")).toEqual({ lang: "en" });
    expect(html).not.toContain(">Veg Only<");
    // Issue 18's filters, and the texts the page's script fills in, in Telugu too.
    expect(html).toContain(">కారం లేనివి<");
    expect(html).toContain("… లేకుండా");
    expect(html).toContain('data-found-many="&quot;{term}&quot; కోసం {n} వంటకాలు దొరికాయి"');
    expect(html).toContain('data-none-matching="&quot;{term}&quot;కు సరిపోయే వంటకాలు ఏవీ దొరకలేదు"');
    // The failure card the script shows when a live reload fails.
    expect(html).toMatch(
      /<template data-load-failed[^>]*>[\s\S]*>మెనూ లోడ్ కాలేదు\.[\s\S]*>మళ్ళీ ప్రయత్నించండి<\/button>[\s\S]*<\/template>/,
    );
    expect(html).toContain(">అన్ని ధరలు భారతీయ రూపాయలలో ఉన్నాయి; వీటిపై 5% జీఎస్టీ, 10% సర్వీస్ ఛార్జ్ వర్తిస్తాయి.<");
  });

  it("a category without a Telugu label stays English, marked lang=en", async () => {
    const { html } = await menu("te", "?category=wok");
    expect(html).toMatch(/<h2 [^>]*lang="en"[^>]*>Wok<\/h2>/);
  });

  it("English: the spec's and today's texts word for word, no lang marks on the dishes", async () => {
    const { html } = await menu();
    expect(htmlLang(html)).toBe("en");
    expect(fontLinks(html)).toEqual([]);
    for (const text of [
      ">Veg Only<",
      ">Food<",
      ">Drinks<",
      ">Categories<",
      'placeholder="Search dishes, drinks, ingredients…"',
      ">Search the menu<",
      ">All prices are in Indian rupees and are subject to 5% GST and 10% service charge.<",
      ">The management is not responsible for the loss of any valuables.<",
      ">Ask our staff about allergens before ordering.<",
      ">Not spicy<",
      "Without …",
      'data-found-many="{n} items found for &quot;{term}&quot;"',
      'data-none-matching="No items found matching &quot;{term}&quot;"',
    ])
      expect(html).toContain(text);
    expect(dishName(html, "Guntoor Veg Meals")).toEqual({ lang: null });
    expect(html).not.toContain("<span lang=");
    const dishLinks = html.match(/<a [^>]*data-dish="true"[^>]*>/g) ?? [];
    expect(dishLinks.length).toBeGreaterThan(0);
    expect(dishLinks.filter((tag) => /\slang=/.test(tag))).toEqual([]);
  });

  it("Hindi and Kannada: their own texts; the switcher keeps ?category=", async () => {
    expect(dishName((await menu("hi")).html, "गुंटूर शाकाहारी थाली")).toEqual({ lang: null });
    const kannada = (await menu("kn")).html;
    expect(kannada).toContain(">ಸಸ್ಯಾಹಾರ ಮಾತ್ರ<");
    expect(kannada).toContain(">ಆಂಧ್ರ ಊಟ</h2>");
    const response = await app.request("/guntoormenu?category=wok&lang=hi", { headers: { cookie: pass } });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/guntoormenu?category=wok");
  });
});
