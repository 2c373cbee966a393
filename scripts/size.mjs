// `npm run size`: each remote's widget.js as a partner's browser receives it (gzip -9), against its budget.
// Prints one line per widget; exits 1 if one is missing or over budget. Run after a build (npm test builds first).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES } from '../shared/webpack/runtime-config.js';
import { ROOT } from './stack.mjs';

/**
 * KB gzip, React included. Catalogue: the limit the widgets issue sets. Company (three sliders) and contact (Formik
 * and yup): today's size plus a little room, so growth is a decision, not an accident.
 */
const BUDGET_KB = { catalogue: 120, company: 140, contact: 125 };

let failed = false;
for (const name of REMOTE_NAMES) {
  const file = path.join(ROOT, name, 'dist', 'widget.js');
  if (!existsSync(file)) {
    console.log(`${name.padEnd(10)} missing: ${path.relative(ROOT, file)} (run npm run build)`);
    failed = true;
    continue;
  }
  const source = readFileSync(file);
  const gzipKb = gzipSync(source, { level: 9 }).length / 1024;
  const over = gzipKb > BUDGET_KB[name];
  failed ||= over;
  console.log(
    `${name.padEnd(10)} widget.js ${(source.length / 1024).toFixed(1).padStart(6)} KB, gzip ${gzipKb.toFixed(1).padStart(6)} KB` +
      ` / budget ${BUDGET_KB[name]} KB  ${over ? 'OVER BUDGET' : 'ok'}`,
  );
}
process.exit(failed ? 1 : 0);
