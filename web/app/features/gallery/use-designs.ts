import { useEffect, useState } from "react";
import { fetchDesigns, type Design, type DesignType } from "./api";

export type DesignsState = { status: "loading" } | { status: "ready"; designs: Design[] };

/** Loads the designs of a category and tier, again whenever either changes; a failed load reads as an empty list (spec section 8). */
export function useDesigns(category: string, type: DesignType): DesignsState {
  const [state, setState] = useState<DesignsState>({ status: "loading" });
  useEffect(() => {
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
