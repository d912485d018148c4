import { useEffect, useState } from "react";
import { takeCatalogData } from "~/lib/catalog-data";
import { fetchRecentProjects, type Project } from "~/lib/recent-projects";

export type ProjectsState = { status: "loading" } | { status: "ready"; projects: Project[] };

/** Loads the projects once, from the page's own data when it has them; a failed load reads as an empty list (spec section 8). */
export function useRecentProjects(): ProjectsState {
  const [state, setState] = useState<ProjectsState>({ status: "loading" });
  useEffect(() => {
    const arrived = takeCatalogData((d) => d.kind === "projects");
    if (arrived?.kind === "projects") {
      setState({ status: "ready", projects: arrived.projects as Project[] });
      return;
    }
    const abort = new AbortController();
    fetchRecentProjects(abort.signal).then(
      (projects) => setState({ status: "ready", projects }),
      () => {
        if (!abort.signal.aborted) setState({ status: "ready", projects: [] });
      },
    );
    return () => abort.abort();
  }, []);
  return state;
}
