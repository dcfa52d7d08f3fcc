// The WOFF reader is shared with the menu's QR cards (app/modules/fonts/, issue 28 item 19).
export { woffToSfnt } from "~/modules/fonts/woff";
