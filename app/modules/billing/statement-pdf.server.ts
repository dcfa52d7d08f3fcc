import { formatINR } from "~/modules/money";
import { formatPlainDate } from "~/modules/time";
import { renderPdf } from "./pdf.server";
import type { Statement } from "./statement.server";

const signed = (paise: number) => (paise < 0 ? `− ${formatINR(-paise)}` : formatINR(paise));

/** The statement of account as an A4 PDF (issue 27 item 22), the screen's table line by line. */
export function renderStatementPdf(s: Statement): Promise<Buffer> {
  return renderPdf(
    { Title: `Statement of account: ${s.eventName}`, Author: s.supplier, Subject: "Statement of account" },
    ({ doc, line, para, margin, right }) => {
      line(s.supplier, margin, margin, { size: 16, bold: true });
      line("STATEMENT OF ACCOUNT", right, margin, { size: 14, bold: true, right: true });
      line(`As on ${formatPlainDate(s.generatedOn)}`, right, margin + 20, { right: true });
      let y = margin + 40;
      line(`${s.eventName}, ${formatPlainDate(s.eventDate)} (${s.hall})`, margin, y, {
        size: 10,
        bold: true,
      });
      line(`Client: ${s.clientName}`, margin, y + 14);
      y += 40;
      const cols = { date: margin, what: margin + 72, debit: 400, credit: 475, balance: right };
      const head = () => {
        doc.rect(margin, y, right - margin, 18).fill("#eeeeee");
        line("Date", cols.date + 4, y + 5, { bold: true });
        line("Particulars", cols.what, y + 5, { bold: true });
        line("Charged", cols.debit, y + 5, { bold: true, right: true });
        line("Paid / credited", cols.credit, y + 5, { bold: true, right: true });
        line("Balance", cols.balance - 4, y + 5, { bold: true, right: true });
        y += 24;
      };
      head();
      for (const l of s.lines) {
        if (y > 770) {
          doc.addPage();
          y = margin;
          head();
        }
        line(formatPlainDate(l.date), cols.date + 4, y);
        const end = para(`${l.description}${l.reference ? ` (${l.reference})` : ""}`, cols.what, y, 250);
        if (l.debit) line(formatINR(l.debit), cols.debit, y, { right: true });
        if (l.credit) line(formatINR(l.credit), cols.credit, y, { right: true });
        line(signed(l.balance), cols.balance - 4, y, { right: true });
        y = Math.max(end, y + 12) + 4;
      }
      y += 8;
      doc.moveTo(margin, y).lineTo(right, y).strokeColor("#999999").stroke();
      y += 8;
      const closing =
        s.closing > 0
          ? `Balance due: ${formatINR(s.closing)}`
          : s.closing < 0
            ? `Refund due to the client: ${formatINR(-s.closing)}`
            : "Balance: ₹0.00 (settled)";
      line(closing, right - 4, y, { right: true, bold: true, size: 11 });
    },
  );
}
