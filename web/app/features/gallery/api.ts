import type { CatalogImage } from "~/lib/media";

// GET /api/designs?category=&type= (DESIGN.md "API"); field names as in internal/catalog.

/** The tiers of contract.json, spelled out for their literal type; api.test.ts checks they agree. */
export const designTypes = ["Normal", "Luxury", "Ultra Premium"] as const;
export type DesignType = (typeof designTypes)[number];

export type DesignImage = CatalogImage;

export interface Design {
  id: number;
  category: string;
  type: string;
  title: string;
  description: string;
  features: string[];
  images: DesignImage[];
  ytUrl?: string;
}

/** The designs of one category and tier, in gallery order; throws on any failed answer. */
export async function fetchDesigns(category: string, type: DesignType, signal?: AbortSignal): Promise<Design[]> {
  const qs = new URLSearchParams({ category, type });
  const res = await fetch(`/api/designs?${qs}`, { signal, headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`GET /api/designs answered ${res.status}`);
  const body: unknown = await res.json();
  if (!Array.isArray(body)) throw new Error("GET /api/designs did not answer a list");
  return body as Design[];
}
