import { describe, expect, it } from "vitest";
import { luxeJsonLd, pageMeta, pageSeo, restaurantJsonLd, robotsTxt, sitemapXml, sitePages } from "./seo";

const origin = "https://eden.example";

describe("search engines and sharing", () => {
  it("gives each public page a unique title and description", () => {
    expect(sitePages).toEqual(["/", "/gallery", "/luxe", "/contact", "/menu"]);
    const titles = sitePages.map((p) => pageSeo[p].title);
    const descriptions = sitePages.map((p) => pageSeo[p].description);
    expect(new Set(titles).size).toBe(5);
    expect(new Set(descriptions).size).toBe(5);
    for (const d of descriptions) expect(d.length).toBeLessThanOrEqual(180);
  });

  it("builds canonical, Open Graph and Twitter tags from PUBLIC_URL", () => {
    const meta = pageMeta("/luxe", origin);
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://eden.example/luxe" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://eden.example/luxe" });
    expect(meta).toContainEqual({
      property: "og:image",
      content: "https://eden.example/generated/og-image.jpg",
    });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("describes the restaurant: address, telephone, hours Mo-Su 12:00-23:30, cuisines, seating", () => {
    const ld = restaurantJsonLd(origin);
    expect(ld["@type"]).toBe("Restaurant");
    expect(ld.openingHours).toBe("Mo-Su 12:00-23:30");
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: "12:00", closes: "23:30" });
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(7);
    expect(ld.servesCuisine).toEqual(["Andhra", "Chinese", "North Indian", "Italian", "Indian Wok"]);
    expect(ld.maximumAttendeeCapacity).toBe(400);
    expect(ld.telephone).toBe("+91 80 4123 5678");
    expect(ld.address).toMatchObject({ addressLocality: "Bengaluru", postalCode: "560052" });
    expect(ld.foundingDate).toBe("1995-05-06");
  });

  it("describes the Luxe hall as an EventVenue of 2500 sq. ft.", () => {
    const ld = luxeJsonLd(origin);
    expect(ld["@type"]).toBe("EventVenue");
    expect(ld.floorSize).toEqual({ "@type": "QuantitativeValue", value: 2500, unitCode: "FTK" });
    expect(ld.image).toBe("https://eden.example/generated/luxe-16-1200.jpg");
  });

  it("shows the staff's upload of the Luxe hero in its EventVenue, at its largest width", () => {
    const ld = luxeJsonLd(origin, { v: "0123456789ab", w: [200, 400, 800] });
    expect(ld.image).toBe("https://eden.example/site-pictures/luxe-16-0123456789ab-800.jpg");
  });

  it("lists the five pages in the sitemap and keeps crawlers out of the staff areas", () => {
    const xml = sitemapXml(origin);
    expect(xml.match(/<loc>/g)).toHaveLength(5);
    expect(xml).toContain("<loc>https://eden.example/gallery</loc>");
    const robots = robotsTxt(origin);
    expect(robots).toContain("Disallow: /luxebooking\n");
    expect(robots).toContain("Disallow: /guntoormenuadmin\n");
    expect(robots).toContain("Sitemap: https://eden.example/sitemap.xml");
  });
});
