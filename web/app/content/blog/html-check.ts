/** Tags the blog body may use; legal pages add links. */
export const articleTags = [
  "h2", "h3", "p", "ul", "ol", "li", "strong", "em", "blockquote",
  "table", "thead", "tbody", "tr", "th", "td",
];

/** A link's only attribute is an href to a mail address, a phone number or a path on this site. */
const safeLink = /^ href="(mailto:[^"\s]+|tel:\+?[0-9]+|\/[A-Za-z0-9\-/]*)"$/;

/**
 * Problems that would make trusted HTML unsafe or broken when set with dangerouslySetInnerHTML:
 * unknown tags, attributes (other than a safe href on an allowed <a>), unbalanced nesting, bare & or <.
 */
export function htmlProblems(html: string, allowed: readonly string[] = articleTags): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
    const [tag, closing, name = "", rest = ""] = match;
    if (!allowed.includes(name)) problems.push(`tag not allowed: ${tag}`);
    const attributesOk = rest.trim() === "" || (name === "a" && !closing && safeLink.test(rest));
    if (!attributesOk) problems.push(`attributes not allowed: ${tag}`);
    if (!closing) open.push(name);
    else if (open.pop() !== name) problems.push(`unbalanced: ${tag}`);
  }
  if (open.length) problems.push(`left open: ${open.join(", ")}`);
  if (/<(?![a-zA-Z/])/.test(html)) problems.push("stray <");
  if (/&(?!(amp|lt|gt|quot|#39|nbsp);)/.test(html)) problems.push("bare &");
  return problems;
}
