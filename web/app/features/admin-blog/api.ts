// The blog editor's calls (BLOG_CONTRACT.md): posts (list, read, create, change at a version), revisions, categories, photos.
import { adminApi } from "~/lib/admin-api";
import { photoUpload } from "~/lib/media-upload";
import type { AdminPost, PostFields, PostRevision, PostStatus } from "./post";

const POSTS = "/api/admin/blog-posts";

/** The posts, newest first, without their bodies; status and q narrow the list ("" = all). */
export const listPosts = async (filter: { status: PostStatus | ""; q: string }, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  if (filter.status) query.set("status", filter.status);
  if (filter.q.trim()) query.set("q", filter.q.trim());
  const s = query.toString();
  return (await adminApi<{ posts: AdminPost[] }>(s ? `${POSTS}?${s}` : POSTS, { signal })).posts;
};

export const readPost = (id: number, signal?: AbortSignal) => adminApi<AdminPost>(`${POSTS}/${id}`, { signal });

/** A new post, saved as a draft. */
export const createPost = (fields: PostFields) => adminApi<AdminPost>(POSTS, { body: fields });

/** What a save may change besides the fields: the status, and the time a scheduled post publishes itself. */
export interface PostChange extends Partial<PostFields> {
  status?: PostStatus;
  publishAt?: string | null;
}

/** Changes post at the version read; a stale version answers 409 (useStaleEdit), a refused field 400 with its sentence. */
export const updatePost = (post: { id: number; version: number }, change: PostChange) =>
  adminApi<AdminPost>(`${POSTS}/${post.id}`, { method: "PATCH", body: { version: post.version, ...change } });

/** Deletes the post at the version read, with its revisions and old addresses: its address then answers "Blog not found.". */
export const deletePost = (post: { id: number; version: number }) => adminApi<undefined>(`${POSTS}/${post.id}?version=${post.version}`, { method: "DELETE" });

export const listRevisions = async (id: number, signal?: AbortSignal) =>
  (await adminApi<{ revisions: PostRevision[] }>(`${POSTS}/${id}/revisions`, { signal })).revisions;

/** Makes the revision's texts the post's again (itself a new revision), at the version read. */
export const restoreRevision = (post: { id: number; version: number }, revisionId: number) =>
  adminApi<AdminPost>(`${POSTS}/${post.id}/revisions/${revisionId}/restore`, { body: { version: post.version } });

/** The spec's four categories and every other one a post uses. */
export const listCategories = async (signal?: AbortSignal) => (await adminApi<{ categories: string[] }>("/api/admin/blog-categories", { signal })).categories;

/** The editor's address of a post, and of a new one. */
export const editorPath = (id: number | "new") => `/admin/blog-posts/${id}`;

/** A cover or inline photo (POST /api/admin/media). */
export const uploadPhoto = photoUpload("/api/admin/media");
