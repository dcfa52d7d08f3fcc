import { describe, expect, it } from "vitest";
import {
  PHONE_HINT,
  contactLimits,
  contactMessages,
  tooLongMessage,
  validateContact,
} from "./contact.schema";

const valid = {
  name: "Ananya Rao",
  email: "ananya@example.com",
  phone: "+919845012345",
  subject: "",
  message: "A table for six on Saturday, please.",
};

describe("contact form validation (spec 5), in order, stopping at the first failure", () => {
  it("accepts a complete enquiry and trims every field; subject is optional and not validated", () => {
    const result = validateContact({ ...valid, name: "  Ananya Rao ", subject: "  anything goes @@ " });
    expect(result).toEqual({ ok: true, value: { ...valid, subject: "anything goes @@" } });
  });

  it("1. any required field empty after trimming: 'Please fill in all required fields.' and those fields flagged", () => {
    expect(contactMessages.required).toBe("Please fill in all required fields.");
    for (const field of ["name", "email", "phone", "message"] as const) {
      expect(validateContact({ ...valid, [field]: "   " })).toEqual({
        ok: false,
        message: "Please fill in all required fields.",
        fields: [field],
      });
    }
    expect(validateContact({})).toEqual({
      ok: false,
      message: "Please fill in all required fields.",
      fields: ["name", "email", "phone", "message"],
    });
  });

  it("required comes before the e-mail and phone checks", () => {
    const result = validateContact({ ...valid, name: "", email: "not-an-email", phone: "12" });
    expect(result).toMatchObject({
      ok: false,
      message: "Please fill in all required fields.",
      fields: ["name"],
    });
  });

  it("2. e-mail needs the usual pattern with a top-level part of 2 to 4 letters", () => {
    for (const email of ["a@b.co", "name.surname@mail.example.info", "x@y.COM"]) {
      expect(validateContact({ ...valid, email }).ok).toBe(true);
    }
    for (const email of ["plain", "a@b", "a@b.c", "a@b.museum", "a b@c.com", "a@b.c0m", "@b.com"]) {
      expect(validateContact({ ...valid, email })).toEqual({
        ok: false,
        message: "Please enter a valid email address.",
        fields: ["email"],
      });
    }
  });

  it("e-mail comes before the phone check", () => {
    expect(validateContact({ ...valid, email: "bad", phone: "bad" })).toMatchObject({
      message: "Please enter a valid email address.",
    });
  });

  it("3. phone is an optional leading plus and 10 to 14 digits only", () => {
    for (const phone of ["9845012345", "+919845012345", "12345678901234", "+12345678901234"]) {
      expect(validateContact({ ...valid, phone }).ok).toBe(true);
    }
    for (const phone of [
      "984501234",
      "123456789012345",
      "++9845012345",
      "98450+12345",
      "+91 98450",
      "phone",
    ]) {
      expect(validateContact({ ...valid, phone })).toEqual({
        ok: false,
        message: "Please enter a valid phone number.",
        fields: ["phone"],
      });
    }
  });

  it("spaces, hyphens and brackets are taken out before the phone rule (issue 32 item 2)", () => {
    for (const [phone, stripped] of [
      ["+91 98807 11223", "+919880711223"],
      ["98807 11223", "9880711223"],
      ["098807-11223", "09880711223"],
      ["(+91) 98807-11223", "+919880711223"],
    ] as const) {
      const result = validateContact({ ...valid, phone });
      expect(result, phone).toEqual({ ok: true, value: { ...valid, phone: stripped } });
    }
    // The spec's text stays as it is; the hint under the field says the format.
    expect(contactMessages.phone).toBe("Please enter a valid phone number.");
    expect(PHONE_HINT).toBe("10 digits, or +91 and 10 digits");
  });

  it("then the length limits: name 100, email 254, subject 150, message 5,000", () => {
    expect(contactLimits).toMatchObject({ name: 100, email: 254, subject: 150, message: 5000 });
    expect(validateContact({ ...valid, name: "n".repeat(100) }).ok).toBe(true);
    expect(validateContact({ ...valid, name: "n".repeat(101) })).toEqual({
      ok: false,
      message: "Name must be at most 100 characters.",
      fields: ["name"],
    });
    expect(validateContact({ ...valid, email: `${"e".repeat(250)}@x.in` })).toMatchObject({
      message: "Email must be at most 254 characters.",
    });
    expect(validateContact({ ...valid, subject: "s".repeat(151) })).toMatchObject({
      message: "Subject must be at most 150 characters.",
    });
    expect(validateContact({ ...valid, message: "m".repeat(5000) }).ok).toBe(true);
    expect(validateContact({ ...valid, message: "m".repeat(5001) })).toMatchObject({
      message: "Message must be at most 5,000 characters.",
      fields: ["message"],
    });
    expect(tooLongMessage("message")).toBe("Message must be at most 5,000 characters.");
  });

  it("refuses a line break in the name (issue 28), on its field; the message keeps its lines", () => {
    const result = validateContact({ ...valid, name: "Ananya\rRao" });
    expect(result).toEqual({ ok: false, message: "Name must be on one line.", fields: ["name"] });
    expect(validateContact({ ...valid, message: "one\r\ntwo" }).ok).toBe(true);
  });

  it("treats anything that is not text as empty", () => {
    expect(validateContact({ ...valid, name: 42, phone: ["9845012345"] })).toMatchObject({
      fields: ["name", "phone"],
    });
  });

  it("keeps the spec's other visitor texts word for word", () => {
    expect(contactMessages.success).toBe("Message sent successfully! We'll get back to you soon.");
    expect(contactMessages.serviceFailed).toBe("Failed to submit form. Please try again.");
    expect(contactMessages.unexpected).toBe("An unexpected error occurred. Please try again.");
    expect(contactMessages.sending).toBe("Sending...");
    expect(contactMessages.send).toBe("Send Message");
  });
});
