// The Guntoor menu's page script (served without React): see menu-enhance.ts.
import { enhanceMenu } from "./menu-enhance";

const root = document.querySelector<HTMLElement>("[data-menu]");
if (root) enhanceMenu(root);
