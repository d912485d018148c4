// The public list of published projects (GET /api/recent-projects), read by the projects page, the city pages and their editor.
import type { ProjectFacts } from "~/lib/catalog-data";
import type { CatalogImage } from "~/lib/media";

// GET /api/recent-projects (DESIGN.md "API"); field names as in internal/catalog.

type ProjectImage = CatalogImage;

export interface Project extends ProjectFacts {
  id: number;
  /** The spec allows "title" in place of "name". */
  name?: string;
  title?: string;
  images: ProjectImage[];
  createdAt?: string;
}

export function projectName(p: Pick<Project, "name" | "title">): string {
  return p.name || p.title || "";
}

/** Every recent project, newest first; throws on any failed answer. */
export async function fetchRecentProjects(signal?: AbortSignal): Promise<Project[]> {
  const res = await fetch("/api/recent-projects", { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/recent-projects answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/recent-projects did not answer a list");
  return body as Project[];
}
