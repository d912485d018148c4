export type BlogPost = {
  slug: string;
  title: string;
  category: BlogCategory;
  author: string;
  /** Display text, e.g. "12 March 2025". */
  date: string;
  /** Machine date for <time> and structured data, e.g. "2025-03-12". */
  isoDate: string;
  /** One or two sentences, at most 160 characters; doubles as the meta description. */
  excerpt: string;
  keywords: string[];
  /** Cover illustration, always /art/blog/{slug}.svg. */
  image: string;
  imageAlt: string;
  readingMinutes: number;
  /** Trusted static HTML: h2, h3, p, ul, ol, li, strong, em, blockquote, table parts only. */
  content: string;
};

export const blogCategories = [
  "Bedroom Design Ideas",
  "Home Interior Design Ideas",
  "Latest Articles",
  "Kitchen Design Ideas",
] as const;

export type BlogCategory = (typeof blogCategories)[number];
