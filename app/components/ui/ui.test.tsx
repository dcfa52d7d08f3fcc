import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter, type useFetcher } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button";
import { ConfirmAction, ConfirmDialog } from "./confirm-dialog";
import { Input, Select, Textarea } from "./input";
import { LoadFailed } from "./load-failed";
import { Message } from "./message";
import { DataTable } from "./data-table";
import { Switch } from "./switch";

function html(node: React.ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

const fetcher = (state: "idle" | "submitting") =>
  ({ state, submit: () => {} }) as unknown as ReturnType<typeof useFetcher>;

describe("button", () => {
  it("has one shape for every variant; only colours and sizes change", () => {
    const shape = "inline-flex items-center justify-center gap-2 rounded-md font-semibold";
    for (const variant of ["primary", "secondary", "outline", "danger", "warning", "ghost"] as const) {
      expect(buttonClass({ variant })).toContain(shape);
    }
    expect(buttonClass()).toContain("bg-garden-800 text-white");
    expect(buttonClass()).toContain("px-3 py-2 text-sm");
    expect(buttonClass({ size: "xl" })).toContain("px-6 py-3 text-sm");
    // A link sits in running text: no padding.
    expect(buttonClass({ variant: "link" })).not.toMatch(/\bp[xy]-/);
  });

  it("is a plain button unless told, disabled with a spinner while busy", () => {
    expect(html(<Button>Save</Button>)).toMatch(/^<button type="button" class="[^"]+">Save<\/button>$/);
    const busy = html(
      <Button type="submit" busy>
        Saving...
      </Button>,
    );
    expect(busy).toMatch(/^<button type="submit" class="[^"]+" disabled=""><svg class="animate-spin size-4"/);
    expect(busy).toContain('aria-hidden="true"');
  });

  it("puts its look on a link through buttonClass", () => {
    const link = html(
      <Link to="/luxebooking/reservation/1" className={buttonClass({ variant: "outline", size: "xs" })}>
        Edit
      </Link>,
    );
    expect(link).toMatch(
      /^<a class="[^"]*border-garden-800[^"]*px-3 py-1\.5 text-sm" href="\/luxebooking\/reservation\/1"/,
    );
  });
});

describe("inputs", () => {
  it("share one look, red when invalid, in two sizes", () => {
    const input = html(<Input name="a" />);
    const textarea = html(<Textarea name="b" size="sm" />);
    const select = html(<Select name="c" />);
    for (const markup of [input, textarea, select]) {
      expect(markup).toContain(
        "rounded-md border border-gray-500 bg-white aria-[invalid=true]:border-red-700",
      );
    }
    expect(input).toContain("px-3 py-2");
    expect(textarea).toContain("px-2 py-1 text-sm");
  });
});

describe("confirm dialog", () => {
  it("shows only its trigger until opened", () => {
    const markup = html(
      <ConfirmDialog
        message="Delete it?"
        trigger={<Button variant="danger">Delete</Button>}
        onConfirm={() => {}}
      />,
    );
    expect(markup).toContain('aria-haspopup="dialog"');
    expect(markup).toContain(">Delete</button>");
    expect(markup).not.toContain("Delete it?");
  });

  it("ConfirmAction's button is busy while its fetcher works", () => {
    const idle = html(
      <ConfirmAction
        fetcher={fetcher("idle")}
        message="Restore?"
        fields={{ intent: "restore" }}
        tone="secondary"
      >
        Restore
      </ConfirmAction>,
    );
    expect(idle).not.toContain(`disabled=""`);
    expect(idle).toContain("border-gray-400");
    const busy = html(
      <ConfirmAction fetcher={fetcher("submitting")} message="Restore?" fields={{ intent: "restore" }}>
        Restore
      </ConfirmAction>,
    );
    expect(busy).toContain('disabled=""');
    expect(busy).toContain("animate-spin");
  });
});

describe("switch", () => {
  it("is a named switch that says whether it is on", () => {
    const on = html(
      <Switch checked size="sm" aria-label="Paneer Tikka in stock">
        In stock
      </Switch>,
    );
    expect(on).toContain('role="switch"');
    expect(on).toContain('aria-checked="true"');
    expect(on).toContain('aria-label="Paneer Tikka in stock"');
    expect(on).toContain("h-5 w-9");
    expect(on).toContain("In stock</button>");
    expect(html(<Switch checked={false}>Veg Only</Switch>)).toContain('aria-checked="false"');
  });

  it("as a form's submit button it sends the form's own fields, with no hidden checkbox of its own", () => {
    const form = (switchProps: { type?: "submit" }) =>
      html(
        <form method="post">
          <input type="hidden" name="isOutOfStock" value="true" />
          <Switch checked size="sm" aria-label="Paneer Tikka in stock" {...switchProps}>
            In stock
          </Switch>
        </form>,
      );
    const submit = form({ type: "submit" });
    expect(submit).toContain('type="submit"');
    expect(submit).toContain('role="switch"');
    expect(submit).toContain('aria-checked="true"');
    expect(submit).toContain('data-state="checked"');
    expect(submit.match(/<input/g)).toHaveLength(1);
    // A switch that is a form field keeps Radix's checkbox, which carries its value.
    expect(form({}).match(/<input/g)).toHaveLength(2);
  });
});

describe("load failed card", () => {
  it("is an alert with the message and Try Again, in place or as a new page", () => {
    const inPlace = html(
      <LoadFailed message="Failed to load data. Please try again later." onRetry={() => {}} />,
    );
    expect(inPlace).toMatch(/^<div role="alert"[^>]*><p class="mb-4 text-gray-800">Failed to load data/);
    expect(inPlace).toMatch(/<button type="button"[^>]*>Try Again<\/button>/);
    const reload = html(
      <LoadFailed message="An error occurred. Please try again." retryHref="/guntoorlogin" />,
    );
    expect(reload).toMatch(/<a [^>]*href="\/guntoorlogin"[^>]*>Try Again<\/a>/);
  });
});

describe("message", () => {
  it("announces an error as an alert and a success as a status", () => {
    expect(html(<Message tone="error">No.</Message>)).toMatch(
      /^<p role="alert" class="rounded-md border p-3 border-red-300/,
    );
    expect(html(<Message tone="success">Yes.</Message>)).toContain('role="status"');
    expect(html(<Message tone="warning">Careful.</Message>)).toContain('role="status"');
  });
});

describe("money tables on phones (issue 32 item 13)", () => {
  it("a DataTable scrolls sideways in its own box, reachable by keyboard and named by its caption", () => {
    const markup = renderToStaticMarkup(
      <DataTable
        caption="Payments"
        columns={[{ label: "Amount", numeric: true, cell: (r: { a: string }) => r.a }]}
        rows={[{ a: "₹1,00,000.00" }]}
        rowKey={(r) => r.a}
      />,
    );
    expect(markup).toMatch(
      /^<div role="group" aria-label="Payments" tabindex="0" class="relative overflow-x-auto">/,
    );
    expect(markup).toContain('<table class="w-full text-left text-sm min-w-max"');
  });
});
