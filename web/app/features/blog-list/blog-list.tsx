import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { LazyImg } from "~/components/ui/lazy-img";
import type { BlogCategory, BlogPost } from "~/content/blog";
import { cn } from "~/lib/cn";
import { filterPosts, toggleCategory } from "./filter-posts";

export interface BlogListProps {
  posts: readonly BlogPost[];
  categories: readonly BlogCategory[];
}

/** The title search and category chips above the article cards (spec "Blog list"). */
export function BlogList({ posts, categories }: BlogListProps) {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const searchId = useId();
  const visible = filterPosts(posts, { query, category });

  return (
    <Container className="section-y flex flex-col gap-10">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search articles by title
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search articles"
            autoComplete="off"
            className="block min-h-12 w-full rounded-pill bg-white py-3 pr-4 pl-12 text-base text-ink ring-1 ring-line ring-inset placeholder:text-ink-muted focus:ring-2 focus:ring-accent focus:outline-none"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          {categories.map((c) => {
            const selected = c === category;
            return (
              <button
                key={c}
                type="button"
                aria-pressed={selected}
                onClick={() => setCategory((current) => toggleCategory(current, c))}
                className={cn(
                  "min-h-11 rounded-pill px-4 py-2 text-sm font-semibold transition-colors",
                  selected ? "bg-ink text-ivory" : "bg-white text-ink ring-1 ring-line ring-inset hover:bg-limewash",
                )}
              >
                {c}
              </button>
            );
          })}
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {visible.length === 1 ? "1 article" : `${visible.length} articles`}
      </p>

      {visible.length === 0 ? (
        <p className="rounded-card bg-limewash p-8 text-center text-lg text-ink-muted">
          No articles match your search. Try another word or clear the category.
        </p>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {visible.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

/** One article card: image, category, title, author, date and Read More. */
function BlogCard({ post }: { post: BlogPost }) {
  const href = `/blogs/${post.slug}`;
  return (
    <Card as="article" padded={false} className="group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lift">
      <LazyImg src={post.image} alt={post.imageAlt} width={1200} height={675} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-xs font-semibold tracking-[0.14em] text-accent-ink uppercase">{post.category}</p>
        <h2 className="font-display text-xl leading-snug text-ink">
          <Link to={href} className="hover:text-accent-ink">
            {post.title}
          </Link>
        </h2>
        <p className="text-sm text-ink-muted">
          By {post.author} · <time dateTime={post.isoDate}>{post.date}</time>
        </p>
        <p className="line-clamp-3 text-base text-ink-muted">{post.excerpt}</p>
        <Link
          to={href}
          aria-label={`Read More: ${post.title}`}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start font-semibold text-accent-ink underline-offset-4 hover:underline"
        >
          Read More<span aria-hidden="true">→</span>
        </Link>
      </div>
    </Card>
  );
}
