// The editor's page: a new post, or post id read from the server; the categories to offer either way.
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { AdminHeading, Loaded } from "~/components/admin/admin-ui";
import { useAdminQuery } from "~/lib/admin-api";
import { editorPath, listCategories, readPost } from "./api";
import { BUILT_IN_CATEGORIES, emptyPost, type AdminPost, type PostFields } from "./post";
import { PostEditor } from "./post-editor";

async function readEditor(id: number | "new", signal: AbortSignal): Promise<{ post: AdminPost | null; categories: string[] }> {
  const [post, categories] = await Promise.all([id === "new" ? null : readPost(id, signal), listCategories(signal)]);
  return { post, categories };
}

export function PostEditorPage({ id, author, renderPreview }: { id: number | "new"; author: string; renderPreview: (fields: PostFields) => ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const created = (location.state as { notice?: string } | null)?.notice;
  const data = useAdminQuery(`blog-post-${id}`, (signal) => readEditor(id, signal));
  return (
    <>
      <AdminHeading title={id === "new" ? "New blog post" : "Edit blog post"} />
      <Loaded query={data} loading="Loading the post…">
        {({ post, categories }) => (
          <PostEditor
            key={post ? `${post.id}-${post.version}` : "new"}
            first={post}
            blank={emptyPost(author)}
            categories={categories.length > 0 ? categories : BUILT_IN_CATEGORIES}
            initialNotice={created}
            onCreated={(saved, notice) => void navigate(editorPath(saved.id), { replace: true, state: { notice } })}
            onDeleted={(notice) => void navigate("/admin/blog-posts", { state: { notice } })}
            onReload={() => void data.reload()}
            renderPreview={renderPreview}
          />
        )}
      </Loaded>
    </>
  );
}
