import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "react-router";
import { SocialLinks } from "~/components/shell/social-links";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Eyebrow } from "~/components/ui/section-heading";
import type { BlogPost } from "~/content/blog";
import { articlePath } from "./article-meta";

/** Spec section 9: the sidebar lists the latest 4 posts. */
const LATEST_POSTS = 4;

// The body is trusted HTML from content/blog (checked by htmlProblems); these rules give it a calm reading rhythm.
const bodyClass =
  "text-lg leading-relaxed text-ink [&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-[1.75rem] [&_h2]:leading-tight [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl " +
  "[&_p]:my-5 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-2 [&_li]:pl-1 [&_strong]:font-semibold " +
  "[&_blockquote]:my-8 [&_blockquote]:rounded-card [&_blockquote]:bg-brass-soft [&_blockquote]:px-6 [&_blockquote]:py-5 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:text-brass-ink " +
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:bg-limewash [&_th]:p-3 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:border-line [&_td]:p-3 [&_td]:align-top";

export interface ArticleViewProps {
  post: BlogPost;
  /** Every post, newest first; the sidebar shows the first four. */
  posts: readonly BlogPost[];
}

/** A blog article: cover image, category, title, author, date, the HTML body and the sidebar. */
export function ArticleView({ post, posts }: ArticleViewProps) {
  const latest = posts.slice(0, LATEST_POSTS);
  return (
    <article>
      <header className="bg-limewash">
        <Container className="flex flex-col gap-5 pt-10 pb-12 sm:pt-14">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-muted">
            <ol className="flex flex-wrap items-center gap-2">
              <li>
                <Link to="/" className="hover:text-ink hover:underline">Home</Link>
              </li>
              <li aria-hidden="true">/</li>
              <li>
                <Link to="/blogs" className="hover:text-ink hover:underline">Blogs</Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page" className="line-clamp-1 max-w-[16rem] text-ink sm:max-w-md">
                {post.title}
              </li>
            </ol>
          </nav>
          <Eyebrow>{post.category}</Eyebrow>
          <h1 className="max-w-4xl text-title sm:text-display">{post.title}</h1>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-ink-muted">
            <span>
              By <span className="font-semibold text-ink">{post.author}</span>
            </span>
            <span aria-hidden="true">·</span>
            <time dateTime={post.isoDate}>{post.date}</time>
            <span aria-hidden="true" className="hidden sm:inline">
              ·
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4" />
              {post.readingMinutes} min read
            </span>
          </p>
        </Container>
      </header>

      <Container className="grid gap-12 py-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16 lg:py-14">
        <div className="min-w-0">
          <img
            src={post.image}
            alt={post.imageAlt}
            width={1200}
            height={675}
            className="aspect-[16/9] w-full rounded-card object-cover shadow-soft"
          />
          <div className={`mx-auto mt-8 max-w-[44rem] ${bodyClass}`} dangerouslySetInnerHTML={{ __html: post.content }} />
          <div className="mx-auto mt-12 flex max-w-[44rem] flex-col gap-4 rounded-card bg-sage-soft p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <p className="font-display text-xl text-sage-ink">Like what you read? Let our designers plan your home.</p>
            <ButtonLink to="/get-free-estimate" size="lg" className="shrink-0">
              Get Free Estimate
            </ButtonLink>
          </div>
        </div>

        <aside aria-label="More from our blog" className="flex flex-col gap-10 lg:sticky lg:top-[calc(var(--shell-header-height)+1.5rem)] lg:self-start">
          <section aria-labelledby="latest-posts" className="flex flex-col gap-4">
            <h2 id="latest-posts" className="text-2xl">Latest Posts</h2>
            <ul className="flex flex-col gap-4">
              {latest.map((p) => (
                <li key={p.slug}>
                  <Link
                    to={articlePath(p)}
                    aria-current={p.slug === post.slug ? "page" : undefined}
                    className="group flex min-h-11 items-center gap-4 rounded-field p-1 hover:bg-limewash aria-[current=page]:bg-limewash"
                  >
                    <img src={p.image} alt="" width={96} height={54} loading="lazy" className="aspect-[16/9] w-24 shrink-0 rounded-lg object-cover" />
                    <span className="flex flex-col gap-0.5">
                      <span className="line-clamp-2 text-sm leading-snug font-semibold text-ink group-hover:text-accent-ink">{p.title}</span>
                      <span className="text-xs text-ink-muted">{p.date}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="follow-us" className="flex flex-col gap-4">
            <h2 id="follow-us" className="text-2xl">Follow Us</h2>
            <SocialLinks
              show={["Facebook", "Instagram", "LinkedIn"]}
              className="flex gap-3"
              linkClassName="inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-soft ring-1 ring-line transition-colors hover:bg-accent hover:text-white"
            />
          </section>
          <Link to="/blogs" className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            All articles
          </Link>
        </aside>
      </Container>
    </article>
  );
}
