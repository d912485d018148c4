/** Escapes settings values before they are placed inside the documents' HTML. */
export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A mail link for an address taken from settings. */
export function mailLink(address: string): string {
  return `<a href="mailto:${esc(address)}">${esc(address)}</a>`;
}
