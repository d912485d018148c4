/** Visible text of trusted HTML: tags become spaces, the few entities we use are decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Words a reader reads: tokens with at least one letter or digit ("₹" or "–" alone do not count). */
export function countWords(html: string): number {
  return htmlText(html)
    .split(" ")
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** At 200 words a minute, rounded up, never below one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / 200));
}
