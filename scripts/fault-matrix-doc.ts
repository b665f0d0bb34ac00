/** docs/fault-matrix.md from tests/fault-matrix.ts, the table the e2e spec runs; `npm run test:unit` fails while they differ. */
import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

import { FAULTS, ROWS, renderFaultMatrix } from "../tests/fault-matrix";

const FAULT_MATRIX_DOC = fileURLToPath(new URL("../docs/fault-matrix.md", import.meta.url));

await writeFile(FAULT_MATRIX_DOC, renderFaultMatrix());
console.info(`Wrote docs/fault-matrix.md: ${ROWS.length} calls x ${FAULTS.length} faults.`);
