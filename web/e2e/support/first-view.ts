import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";

const contract = JSON.parse(readFileSync(new URL("../../app/content/contract.json", import.meta.url), "utf8")) as {
  catalogPage: { dataId: string; firstPhotoId: string };
};

const dataBlock = new RegExp(`<script type="application/json" id="${contract.catalogPage.dataId}">[\\s\\S]*?</script>`);
// The first card's photo the server writes into its slot (its markup holds no </div>: every text in it is escaped).
const firstPhoto = new RegExp(`(<div id="${contract.catalogPage.firstPhotoId}"[^>]*>)[\\s\\S]*?</div>`);

/**
 * Takes out the first view the server writes into the gallery and projects pages (the data and the first photo), so
 * the page asks the API as it does when that block is missing: for tests of the API
 * path's states (Loading..., empty, failed), which the spec keeps.
 */
export async function withoutFirstView(page: Page) {
  await page.route(
    (url) => url.pathname === "/recent-projects" || url.pathname.startsWith("/design-gallery/"),
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const res = await route.fetch();
      const headers = { ...res.headers() };
      delete headers["content-encoding"]; // the text below is already decoded
      delete headers["content-length"];
      await route.fulfill({ status: res.status(), headers, body: (await res.text()).replace(dataBlock, "").replace(firstPhoto, "$1</div>") });
    },
  );
}
