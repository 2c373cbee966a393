// `npm run messages -- export > messages.csv`: npm itself writes its banner ("> starfamily-website@0.1.0 messages",
// the command) to standard output before the command starts, so the file would not begin with the CSV (its BOM and
// header) and a spreadsheet would show the banner as rows. When standard output is a file holding nothing but npm's
// banner, the command writes its document from the file's start and cuts the file there. Into a pipe nothing can be
// taken back: `npm run -s messages -- export | …` leaves the banner out (docs/operations.md).
import { fstatSync, ftruncateSync, readFileSync, writeSync } from 'node:fs';

/** Only empty lines and npm's "> …" lines. */
const NPM_BANNER = /^(\n|> [^\n]*\n)+$/;

/** What the file behind standard output holds now, if it is a small regular file that can be read back. */
function bannerBefore(): boolean {
  try {
    const stat = fstatSync(1);
    if (!stat.isFile() || stat.size === 0 || stat.size > 4096) return false;
    return NPM_BANNER.test(readFileSync('/proc/self/fd/1', 'utf8'));
  } catch {
    return false;
  }
}

/** Writes `text` as the whole of standard output. */
export function writeWholeStandardOutput(text: string): Promise<void> {
  if (bannerBefore()) {
    const bytes = Buffer.from(text, 'utf8');
    let written = 0;
    while (written < bytes.length) written += writeSync(1, bytes, written, bytes.length - written, written);
    ftruncateSync(1, bytes.length);
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve())));
}
