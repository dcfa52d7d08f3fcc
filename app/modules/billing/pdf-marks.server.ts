import type QRCode from "qrcode";
import type { EInvoiceMark } from "./e-invoice.server";
import { copyLabels, type DocumentCopy } from "./filing-messages";

/**
 * What issue 27 adds to a document's PDF (items 18 and 23), drawn with the PDF's own pen (its
 * text runs and vector QR code, from pdf.server.ts): the copy's label and the e-invoice block.
 */
type Doc = PDFKit.PDFDocument;
export interface Pen {
  line: (
    doc: Doc,
    text: string,
    x: number,
    y: number,
    o?: { size?: number; bold?: boolean; right?: boolean; color?: string },
  ) => void;
  drawQr: (
    doc: Doc,
    text: string,
    x: number,
    y: number,
    box: number,
    level?: QRCode.QRCodeErrorCorrectionLevel,
  ) => void;
}

const MARGIN = 40;
const RIGHT = 595.28 - MARGIN;
/** NIC asks for the signed QR code at about 2 × 2 inches, readable by a phone. */
const QR_BOX = 144;

/** Rule 48(2): 'ORIGINAL FOR RECIPIENT' or 'DUPLICATE FOR SUPPLIER', above the title. */
export function drawCopyLabel(doc: Doc, copy: DocumentCopy, pen: Pen) {
  pen.line(doc, copyLabels[copy], RIGHT, MARGIN - 20, { size: 8, bold: true, right: true, color: "#444444" });
}

/**
 * The IRP's IRN, Ack No and Ack Date, and its signed QR code as a QR code (error correction L: the
 * JWT is about a kilobyte), under the header. Returns where the page goes on.
 */
export function drawEInvoice(doc: Doc, mark: EInvoiceMark, top: number, pen: Pen): number {
  pen.line(doc, "e-Invoice", MARGIN, top, { size: 10, bold: true });
  pen.line(doc, "IRN", MARGIN, top + 18, { bold: true, color: "#444444" });
  pen.line(doc, mark.irn, MARGIN, top + 30, { size: 8 });
  pen.line(doc, "Ack No", MARGIN, top + 48, { bold: true, color: "#444444" });
  pen.line(doc, mark.ackNo, MARGIN, top + 60);
  pen.line(doc, "Ack Date", MARGIN, top + 78, { bold: true, color: "#444444" });
  pen.line(doc, mark.ackDate, MARGIN, top + 90);
  pen.line(doc, "Signed QR code of the e-invoice (IRP)", MARGIN, top + 108, { size: 8, color: "#444444" });
  pen.drawQr(doc, mark.signedQrCode, RIGHT - QR_BOX, top, QR_BOX, "L");
  const bottom = top + QR_BOX + 6;
  doc.moveTo(MARGIN, bottom).lineTo(RIGHT, bottom).strokeColor("#999999").stroke();
  return bottom + 8;
}
