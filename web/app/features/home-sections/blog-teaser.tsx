import { Link } from "react-router";
import { Card } from "~/components/ui/card";
import { LazyImg } from "~/components/ui/lazy-img";
import { LinkedSection } from "./linked-section";

/** What a blog card needs; the home route's build-time loader picks these fields from the blog list. */
export interface BlogTeaserPost {
  slug: string;
  title: string;
  category: string;
  date: string;
  isoDate: string;
  image: string;
  imageAlt: string;
  excerpt: string;
}

/** The latest articles, linking to /blogs/{slug}. */
export function BlogTeaser({ heading, posts }: { heading: string; posts: readonly BlogTeaserPost[] }) {
  return (
    <LinkedSection id="blog-heading" eyebrow="Journal" title={heading} link={{ to: "/blogs", label: "All articles", arrow: true }}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {posts.map((post) => (
          <Card as="li" padded={false} key={post.slug} className="group relative flex flex-col overflow-hidden">
            <LazyImg src={post.image} alt={post.imageAlt} width={1200} height={675} className="aspect-[16/9] h-auto w-full bg-sand object-cover" />
            <div className="flex flex-1 flex-col gap-2 p-5">
              <p className="text-xs font-semibold tracking-[0.12em] text-accent-ink uppercase">{post.category}</p>
              <h3 className="text-lg leading-snug text-ink">
                <Link to={`/blogs/${post.slug}`} className="after:absolute after:inset-0 group-hover:underline group-hover:underline-offset-4">
                  {post.title}
                </Link>
              </h3>
              <p className="line-clamp-3 text-sm text-ink-muted">{post.excerpt}</p>
              <time dateTime={post.isoDate} className="mt-auto pt-2 text-sm text-ink-muted">
                {post.date}
              </time>
            </div>
          </Card>
        ))}
      </ul>
    </LinkedSection>
  );
}
