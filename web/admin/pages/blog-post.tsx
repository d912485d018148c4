import { useOutletContext, useParams } from "react-router";
import { AdminNotFound } from "~/components/admin/admin-ui";
import { blogPosts } from "~/content/blog";
import { visitorPost, type PostFields } from "~/features/admin-blog/post";
import { PostEditorPage } from "~/features/admin-blog/post-editor-page";
import { ArticleView } from "~/features/blog-article/article-view";
import type { Me } from "~/lib/admin-api";

/** The preview is the public article itself, drawn from what is typed (the page joins the two features). */
function preview(fields: PostFields) {
  const post = visitorPost(fields);
  return <ArticleView post={post} posts={[post, ...blogPosts.filter((p) => p.slug !== post.slug)]} />;
}

export function Component() {
  const me = useOutletContext<Me>();
  const { id = "" } = useParams();
  const postId = id === "new" ? "new" : /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null;
  if (postId === null) return <AdminNotFound />;
  return <PostEditorPage key={id} id={postId} author={me.name} renderPreview={preview} />;
}
