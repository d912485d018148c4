// What the body editor lets in before the server's allowlist sees it: links and YouTube addresses.

/** The sentence for a link the server would drop, "" when it may go (an empty address removes the link). */
export function linkProblem(href: string): string {
  const h = href.trim();
  if (h === "") return "";
  if (/^\/(?!\/)[^\s\\]*$/.test(h)) return "";
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(h)) return "";
  try {
    const url = new URL(h);
    if ((url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")) return "";
  } catch {
    // not an address
  }
  return "Use an address starting with https://, mailto: or / (a page of this site).";
}

/** The video id of a YouTube link of any usual form, or "" when it is not one. */
export function youTubeId(link: string): string {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  const host = url.hostname.replace(/^(www|m|music)\./, "");
  let id = "";
  if (host === "youtu.be") id = url.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    id = url.pathname === "/watch" ? (url.searchParams.get("v") ?? "") : (/^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? "");
  }
  return /^[A-Za-z0-9_-]{6,20}$/.test(id) ? id : "";
}

/** YouTube's privacy-enhanced embed address of a video id: the one frame the pages' CSP allows (no cookie before playing). */
export function youTubeEmbed(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}`;
}
