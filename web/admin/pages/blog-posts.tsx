import { PostsPage } from "~/features/admin-blog/posts-page";

export function Component() {
  return <PostsPage />;
}
