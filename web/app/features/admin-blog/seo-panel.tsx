// The search fields with counters against blog-admin.json's limits, and how the post looks in a search result and a share card.
import { Panel } from "~/components/admin/admin-ui";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { cn } from "~/lib/cn";
import { PhotoField } from "./photo-field";
import { BLOG_LIMITS, counter, cut, fieldError, postPath, searchSnippet, type PostFields, type PostSeo } from "./post";

/** "42 / 70" under a field, red past its limit. */
export function Counter({ text, limit }: { text: string; limit: number }) {
  const c = counter(text, limit);
  return <span className={cn("tabular-nums", c.over && "font-semibold text-danger")}>{c.text} characters</span>;
}

export function SeoPanel({ fields, onSeo, errors }: { fields: PostFields; onSeo: (change: Partial<PostSeo>) => void; errors: Record<string, string> }) {
  const { seo } = fields;
  const snippet = searchSnippet(fields);
  const host = window.location.host;
  const shareImage = seo.socialImage?.url ?? fields.cover?.url;
  return (
    <Panel title="Search and sharing">
      <div className="flex flex-col gap-4">
        <TextField
          label="Search title"
          value={seo.title}
          maxLength={BLOG_LIMITS.seoTitle}
          onChange={(e) => onSeo({ title: e.currentTarget.value })}
          hint={
            <>
              Empty: the post’s title. <Counter text={seo.title} limit={BLOG_LIMITS.seoTitle} />
            </>
          }
          error={fieldError(errors, "seo.title")}
        />
        <TextArea
          label="Search description"
          rows={3}
          value={seo.description}
          maxLength={BLOG_LIMITS.seoDescription}
          onChange={(e) => onSeo({ description: e.currentTarget.value })}
          hint={
            <>
              One or two sentences. Empty: the body’s first words. <Counter text={seo.description} limit={BLOG_LIMITS.seoDescription} />
            </>
          }
          error={fieldError(errors, "seo.description")}
        />
        <TextField
          label="Keywords"
          value={seo.keywords}
          maxLength={BLOG_LIMITS.seoKeywords}
          onChange={(e) => onSeo({ keywords: e.currentTarget.value })}
          hint={
            <>
              Separated by commas. <Counter text={seo.keywords} limit={BLOG_LIMITS.seoKeywords} />
            </>
          }
          error={fieldError(errors, "seo.keywords")}
        />
        <PhotoField
          label="Social image"
          hint="Shown when the post is shared on WhatsApp, Facebook or LinkedIn. Empty: the cover photo."
          photo={seo.socialImage}
          onChange={(socialImage) => onSeo({ socialImage })}
          error={fieldError(errors, "seo.socialImage")}
        />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
          <section aria-label="Search result preview" className="min-w-0 rounded-field bg-white p-4 ring-1 ring-line">
            <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">In search results</p>
            <p className="truncate text-sm text-[#202124]">
              {host} › blogs › {fields.slug || "…"}
            </p>
            <p className="mt-1 text-xl leading-snug text-[#1a0dab] [overflow-wrap:anywhere]">{snippet.title}</p>
            <p className="mt-1 text-sm text-[#4d5156] [overflow-wrap:anywhere]">{snippet.description || "Write the search description or the body."}</p>
          </section>
          <section aria-label="Share card preview" className="min-w-0 overflow-hidden rounded-field bg-white ring-1 ring-line">
            <p className="px-4 pt-4 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">When shared</p>
            {shareImage ? (
              <img src={shareImage} alt="" className="aspect-[1.91/1] w-full object-cover" />
            ) : (
              <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-limewash text-sm text-ink-muted">No image yet</div>
            )}
            <div className="bg-limewash/60 px-4 py-3">
              <p className="text-xs text-ink-muted uppercase">{host}</p>
              <p className="font-semibold [overflow-wrap:anywhere]">{cut(seo.title.trim() || fields.title.trim() || "Untitled post", 90)}</p>
              <p className="line-clamp-2 text-sm text-ink-muted">{snippet.description}</p>
              <p className="sr-only">Address: {postPath(fields.slug)}</p>
            </div>
          </section>
        </div>
      </div>
    </Panel>
  );
}
