import type QRCodeModule from "qrcode";
import { lazyPackage } from "~/modules/lazy-package.server";

/** The qrcode package, loaded by the first QR code drawn (lazy-package.server.ts). */
export const qrcode = lazyPackage<typeof QRCodeModule>("qrcode");
