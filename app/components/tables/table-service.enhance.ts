// The table-service buttons' script on /guntoormenu (served without React): see table-service-enhance.ts.
import { enhanceTableService } from "./table-service-enhance";

const root = document.querySelector<HTMLElement>("[data-table-service]");
if (root) enhanceTableService(root);
