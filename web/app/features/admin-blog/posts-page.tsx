// "Blog posts": every post with its status, narrowed by status and a search; each opens in the editor.
import { Plus, Search } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { AdminHeading, Loaded, Notice } from "~/components/admin/admin-ui";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextField } from "~/components/ui/text-field";
import { useAdminQuery } from "~/lib/admin-api";
import { formatDay, formatWhen } from "~/lib/admin-dates";
import { editorPath, listPosts } from "./api";
import { POST_STATUSES, postPath, statusLabels, type AdminPost, type PostStatus } from "./post";
import { StatusBadge } from "./status-badge";

const statusOptions = [{ value: "", label: "All posts" }, ...POST_STATUSES.map((s) => ({ value: s, label: statusLabels[s] }))];

function statusParam(value: string | null): PostStatus | "" {
  return POST_STATUSES.includes(value as PostStatus) ? (value as PostStatus) : "";
}

export function PostsPage() {
  const [params, setParams] = useSearchParams();
  const status = statusParam(params.get("status"));
  const q = params.get("q") ?? "";
  const [typed, setTyped] = useState(q);
  // The sentence a deleted post's editor left ("Post deleted.").
  const notice = (useLocation().state as { notice?: string } | null)?.notice ?? "";
  const posts = useAdminQuery(`blog-posts?${status}&${q}`, (signal) => listPosts({ status, q }, signal));

  const setParam = (name: "status" | "q", value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  function onSearch(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setParam("q", typed.trim());
  }

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <AdminHeading title="Blog posts">Articles on /blogs: write, schedule, publish and take down.</AdminHeading>
        <ButtonLink to={editorPath("new")}>
          <Plus aria-hidden="true" className="size-4" />
          New post
        </ButtonLink>
      </div>
      {notice ? (
        <div className="mb-5">
          <Notice message={notice} />
        </div>
      ) : null}
      <div className="mb-5 grid gap-3 rounded-card bg-white p-4 shadow-soft sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-end">
        <SelectField label="Status" name="status" options={statusOptions} value={status} onChange={(e) => setParam("status", e.currentTarget.value)} />
        <form role="search" aria-label="Posts" onSubmit={onSearch} className="flex items-end gap-2">
          <TextField
            label="Search"
            type="search"
            name="q"
            className="min-w-0 flex-1"
            placeholder="Title or address"
            value={typed}
            maxLength={100}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Button type="submit" variant="secondary" className="min-h-12">
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </Button>
        </form>
      </div>
      <Loaded query={posts} loading="Loading the posts…">
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-card bg-white p-5 text-ink-muted shadow-soft">
              {status || q ? "No post matches. Change the status or the search." : "No posts yet. Start with New post."}
            </p>
          ) : (
            <ul aria-label="Posts" className="flex flex-col gap-3">
              {list.map((post) => (
                <PostRow key={post.id} post={post} />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function PostRow({ post }: { post: AdminPost }) {
  return (
    <li className="relative flex gap-4 rounded-card bg-white p-4 shadow-soft hover:shadow-lift">
      <div className="hidden size-20 shrink-0 overflow-hidden rounded-field bg-limewash sm:block">
        {post.cover ? <img src={post.cover.url} alt="" className="size-full object-cover" loading="lazy" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={post.status} />
          <span className="text-sm text-ink-muted">{post.category}</span>
        </div>
        <Link to={editorPath(post.id)} className="font-display text-lg leading-snug text-ink no-underline after:absolute after:inset-0 hover:text-accent-ink">
          {post.title || "Untitled post"}
        </Link>
        <p className="truncate text-sm text-ink-muted">{postPath(post.slug)}</p>
        <p className="text-sm text-ink-muted">
          {post.status === "scheduled" && post.publishAt ? `Publishes ${formatWhen(post.publishAt)}` : `Dated ${formatDay(post.dateShown)}`}
          {post.updatedBy ? ` · changed by ${post.updatedBy}` : ""}
        </p>
      </div>
    </li>
  );
}
