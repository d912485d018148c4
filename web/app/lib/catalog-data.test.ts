import { afterEach, describe, expect, it } from "vitest";
import { takeCatalogData } from "./catalog-data";

function put(text: string) {
  const el = document.createElement("script");
  el.type = "application/json";
  el.id = "catalog-data";
  el.textContent = text;
  document.head.append(el);
}

afterEach(() => document.getElementById("catalog-data")?.remove());

describe("takeCatalogData", () => {
  it("reads the page's designs once, then leaves it to the API", () => {
    put(JSON.stringify({ kind: "designs", category: "Wardrobe-Designs", type: "Normal", designs: [{ id: 1 }] }));
    const forWardrobes = (d: { kind: string; category?: string }) => d.kind === "designs" && d.category === "Wardrobe-Designs";
    expect(takeCatalogData(forWardrobes)).toEqual({ kind: "designs", category: "Wardrobe-Designs", type: "Normal", designs: [{ id: 1 }] });
    expect(takeCatalogData(forWardrobes)).toBeNull();
  });

  it("leaves data for another view in place", () => {
    put(JSON.stringify({ kind: "designs", category: "Wardrobe-Designs", type: "Normal", designs: [] }));
    expect(takeCatalogData((d) => d.kind === "projects")).toBeNull();
    expect(document.getElementById("catalog-data")).not.toBeNull();
  });

  it("ignores broken or misshapen data", () => {
    put("{not json");
    expect(takeCatalogData(() => true)).toBeNull();
    document.getElementById("catalog-data")?.remove();
    put(JSON.stringify({ kind: "projects", projects: "many" }));
    expect(takeCatalogData(() => true)).toBeNull();
  });

  it("answers null when the page has none", () => {
    expect(takeCatalogData(() => true)).toBeNull();
  });
});
