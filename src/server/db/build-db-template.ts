// `npm run build`: sets up the PGlite data folder that a new DATA_DIR starts from (dist/db-template).
import path from "node:path";
import { projectRoot } from "../config";
import { createPgliteTemplate, PGLITE_TEMPLATE_DIR } from "./client";

await createPgliteTemplate(path.join(projectRoot(), PGLITE_TEMPLATE_DIR));
