import type { CityProject } from "~/content/site-content";
import { fetchRecentProjects, projectName } from "~/lib/recent-projects";

/** The published projects of ids, in that order, as a city page shows them (a project no longer published is left out). */
export async function cityProjects(ids: readonly number[], signal?: AbortSignal): Promise<CityProject[]> {
  const all = await fetchRecentProjects(signal);
  return ids.flatMap((id) => {
    const p = all.find((x) => x.id === id);
    return p ? [{ id: p.id, name: projectName(p), designer: p.designer ?? "", location: p.location ?? "", image: p.images[0] }] : [];
  });
}
