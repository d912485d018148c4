// Reading a PDF Chromium printed, with Poppler's tools (poppler-utils, installed by .ci/run): its sheets' sizes and
// the text on each, so a test can say the print fits A4 and no row is cut across two sheets.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface Sheet {
  /** Width and height in points (A4: 595 × 842). */
  width: number;
  height: number;
  /** The sheet's text with every space and line break taken out: what fits on it, whole. */
  text: string;
}

/** The sheets of pdf, each with its size and its text as Poppler reads it (text off the sheet is not on it). */
export function pdfSheets(pdf: Buffer): Sheet[] {
  const dir = mkdtempSync(join(tmpdir(), "pdf-"));
  try {
    const file = join(dir, "print.pdf");
    writeFileSync(file, pdf);
    const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", file], { encoding: "utf8" });
    const sizes = [...info.matchAll(/^Page\s+\d+\s+size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => [Number(m[1]), Number(m[2])] as const);
    return sizes.map(([width, height], i) => ({
      width,
      height,
      text: squeeze(execFileSync("pdftotext", ["-enc", "UTF-8", "-f", String(i + 1), "-l", String(i + 1), file, "-"], { encoding: "utf8" })),
    }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** s without its spaces and line breaks, for comparing text the PDF may wrap differently from the page. */
function squeeze(s: string): string {
  return s.replace(/\s+/g, "");
}
