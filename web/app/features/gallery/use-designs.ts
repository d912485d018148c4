import { useEffect, useState } from "react";
import { takeCatalogData } from "~/lib/catalog-data";
import { fetchDesigns, type Design, type DesignType } from "./api";

export type DesignsState = { status: "loading" } | { status: "ready"; designs: Design[] };

/**
 * Loads the designs of a category and tier, again whenever either changes; a failed load reads as an empty list (spec section 8).
 * The first view takes the designs the page arrived with, right after hydration, without asking the API.
 */
export function useDesigns(category: string, type: DesignType): DesignsState {
  const [state, setState] = useState<DesignsState>({ status: "loading" });
  useEffect(() => {
    const arrived = takeCatalogData((d) => d.kind === "designs" && d.category === category && d.type === type);
    if (arrived?.kind === "designs") {
      setState({ status: "ready", designs: arrived.designs as Design[] });
      return;
    }
    const abort = new AbortController();
    setState({ status: "loading" });
    fetchDesigns(category, type, abort.signal).then(
      (designs) => setState({ status: "ready", designs }),
      () => {
        if (!abort.signal.aborted) setState({ status: "ready", designs: [] });
      },
    );
    return () => abort.abort();
  }, [category, type]);
  return state;
}
