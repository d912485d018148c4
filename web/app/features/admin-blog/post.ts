// Blog posts as the back-office edits them: limits, words and rules from content/blog-admin.json (the server reads it too).
import blogAdmin from "~/content/blog-admin.json";
import type { BlogPost } from "~/content/blog";
import { mediaUrl } from "~/lib/media";
import { fullTitle } from "~/lib/seo";
import type { UploadedPhoto } from "~/lib/media-upload";

export const BLOG_LIMITS = blogAdmin.limits;
export const BLOG_MESSAGES = blogAdmin.messages;
/** The spec's four categories, offered first. */
export const BUILT_IN_CATEGORIES: readonly string[] = blogAdmin.categories;

export type PostStatus = "draft" | "scheduled" | "published" | "unpublished";
export const POST_STATUSES = blogAdmin.statuses as PostStatus[];
export const statusLabels: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published", unpublished: "Unpublished" };

/** An uploaded photo as a post holds it: the upload's hash, its address, and its description. */
export interface PostImage {
  mediaId?: string | number;
  url: string;
  alt?: string;
}

export interface PostSeo {
  title: string;
  description: string;
  keywords: string;
  socialImage: PostImage | null;
}

/** The fields an editor writes (what POST takes and PATCH may change). */
export interface PostFields {
  title: string;
  slug: string;
  category: string;
  author: string;
  dateShown: string;
  cover: PostImage | null;
  bodyHtml: string;
  seo: PostSeo;
}

/** A post as GET /api/admin/blog-posts/{id} answers (the list leaves bodyHtml out). */
export interface AdminPost extends PostFields {
  id: number;
  version: number;
  status: PostStatus;
  /** RFC 3339 with the India offset, set while scheduled. */
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
}

export interface PostRevision {
  id: number;
  createdAt: string;
  author: string;
  title: string;
  status: PostStatus;
}

/** The width of the photo a post's cover, social image and inline photos point at (the widest up to 1200 px). */
export function photoFromUpload(photo: UploadedPhoto, alt = ""): PostImage {
  const fitting = photo.widths.filter((w) => w <= 1200);
  const width = fitting.length > 0 ? Math.max(...fitting) : Math.min(...photo.widths);
  return { mediaId: photo.hash, url: mediaUrl(photo.hash, width, "webp"), alt };
}

/** Today in India as YYYY-MM-DD (a new post's date shown). */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A new post's fields: today's date, the signed-in person as author. */
export function emptyPost(author: string, now = new Date()): PostFields {
  return {
    title: "",
    slug: "",
    category: BUILT_IN_CATEGORIES[0] ?? "",
    author,
    dateShown: todayInIndia(now),
    cover: null,
    bodyHtml: "",
    seo: { title: "", description: "", keywords: "", socialImage: null },
  };
}

/** The fields of a post read from the server, as the form holds them. */
export function fieldsOf(post: AdminPost): PostFields {
  const { title, slug, category, author, dateShown, cover, bodyHtml, seo } = post;
  return { title, slug, category, author, dateShown, cover, bodyHtml, seo: { ...seo, socialImage: seo.socialImage ?? null } };
}

/** The address a title gives, the server's rule (blog.SlugOf): lowercase letters and digits joined by single dashes. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.length > BLOG_LIMITS.slug ? slug.slice(0, BLOG_LIMITS.slug).replace(/-+$/, "") : slug;
}

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The sentence for an address the server would refuse, "" when it may go. */
export function slugProblem(slug: string): string {
  if (slug === "") return "";
  return SLUG_PATTERN.test(slug) && slug.length <= BLOG_LIMITS.slug ? "" : BLOG_MESSAGES.slug;
}

/** "/blogs/<slug>": where visitors read the post. */
export function postPath(slug: string): string {
  return `/blogs/${slug}`;
}

/** What a counter under a field says: used of limit, and whether it is over. */
export function counter(text: string, limit: number): { text: string; over: boolean } {
  const used = [...text].length;
  return { text: `${used} / ${limit}`, over: used > limit };
}

/** The search result's title and description: the SEO fields, else the post's own title and the body's first words. */
export function searchSnippet(fields: PostFields): { title: string; description: string } {
  const title = fullTitle(fields.seo.title.trim() || fields.title.trim() || "Untitled post");
  const description = fields.seo.description.trim() || excerptOf(fields.bodyHtml, BLOG_LIMITS.seoDescription);
  return { title: cut(title, 60), description: cut(description, 160) };
}

/** Shortens text to at most max characters at a word, with an ellipsis, as search engines do. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join("");
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The words of an HTML body, without tags, to at most max characters. */
function excerptOf(html: string, max: number): string {
  const text = textOf(html);
  return cut(text, max);
}

/** The words of an HTML body without its tags (parsed inertly: nothing in it runs or loads). */
export function textOf(html: string): string {
  if (!html) return "";
  const doc = new DOMParser().parseFromString(html, "text/html");
  doc.querySelectorAll("h1,h2,h3,h4,p,li,blockquote,figcaption").forEach((el) => el.append(" "));
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** Minutes a reader needs at 200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = textOf(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

/** The photos in a body that still lack a description (their addresses), which the server would refuse. */
export function photosWithoutAlt(html: string): string[] {
  if (!html.includes("<img")) return [];
  const doc = new DOMParser().parseFromString(html, "text/html");
  return [...doc.querySelectorAll("img")].filter((img) => !(img.getAttribute("alt") ?? "").trim()).map((img) => img.getAttribute("src") ?? "");
}

const INDIA_OFFSET = "+05:30";

/** A publishAt time as the schedule's date-and-time field shows it, in India time ("2026-12-01T09:00"). */
export function localIndiaTime(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const india = new Date(at.getTime() + 330 * 60_000);
  return india.toISOString().slice(0, 16);
}

/** The schedule field's India date and time as the API takes it ("2026-12-01T09:00:00+05:30"), null when not a time. */
export function publishAtFromLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const value = `${local}:00${INDIA_OFFSET}`;
  return Number.isNaN(new Date(value).getTime()) ? null : value;
}

/** "12 June 2025" for a YYYY-MM-DD date, as the article shows it. */
export function shownDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  return new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" }).format(new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])));
}

/** Each field's sentence from the server's fields, under the names the form uses ("seo.title", "cover", …). */
export function fieldError(fields: Record<string, string>, name: string): string | undefined {
  return fields[name] ?? Object.entries(fields).find(([k]) => k.startsWith(`${name}.`) || k.startsWith(`${name}[`))?.[1];
}

/** The sentence of a field error the form has no field for (shown above the actions), or "". */
export function otherErrors(fields: Record<string, string>, shown: readonly string[]): string[] {
  return Object.entries(fields)
    .filter(([k]) => !shown.some((name) => k === name || k.startsWith(`${name}.`)))
    .map(([, v]) => v);
}

/** The post as the public article shows it (the preview): the search description as its excerpt, the cover as its image. */
export function visitorPost(fields: PostFields): BlogPost {
  return {
    slug: fields.slug || slugOf(fields.title),
    title: fields.title || "Untitled post",
    category: fields.category as BlogPost["category"],
    author: fields.author,
    date: shownDate(fields.dateShown),
    isoDate: fields.dateShown,
    excerpt: fields.seo.description || excerptOf(fields.bodyHtml, BLOG_LIMITS.seoDescription),
    keywords: fields.seo.keywords.split(",").map((k) => k.trim()).filter(Boolean),
    image: fields.cover?.url ?? "",
    imageAlt: fields.cover?.alt ?? "",
    readingMinutes: readingMinutes(fields.bodyHtml),
    content: fields.bodyHtml,
  };
}
