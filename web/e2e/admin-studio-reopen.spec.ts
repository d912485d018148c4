// Issue 41, item 1: publishing a reopened draft whose photos have no description marks them and focuses the
// first, inside the back-office (it used to replace the whole back-office with "We could not reach the server").
// The width does not change what is checked: the desktop runs it.
import { phonePhoto } from "./support/photos";
import { unique } from "./support/records";
import { expect, test } from "./support/test";

test.use({ staffRole: "editor" });

test("@desktop publishing a reopened draft without photo descriptions marks them and keeps the back-office", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const title = unique("Reading corner", testInfo);
  const path = `/admin/designs?${new URLSearchParams({ category: "Dining-Room-Designs", type: "Luxury" })}`;
  await page.goto(path);
  await page.getByRole("button", { name: "New design" }).click();
  const editor = page.getByRole("region", { name: "New design" });
  await editor.getByLabel("Choose photos").setInputFiles({ name: "corner.jpg", mimeType: "image/jpeg", buffer: await phonePhoto(page) });
  await expect(editor.getByText(/^Added: 1500 × 2000 pixels/)).toBeVisible({ timeout: 30_000 });
  await editor.getByLabel("Title").fill(title);
  await editor.getByRole("button", { name: "Keep as draft" }).click();
  await expect(page.getByText("Saved as a draft: only the back-office sees it.")).toBeVisible();

  // Another day: the list is read again from the server, the draft reopened and published.
  await page.goto(path);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const reopened = page.getByRole("region", { name: "Edit design" });
  await reopened.getByRole("button", { name: "Publish" }).click();
  await expect(reopened.getByText("Please describe this photo for people who cannot see it.")).toBeVisible();
  await expect(reopened.getByLabel("Description of photo 1")).toBeFocused();
  await expect(page.getByRole("navigation", { name: "Back-office" })).toBeVisible();
  await expect(page.getByText("We could not reach the server")).toHaveCount(0);

  await reopened.getByLabel("Description of photo 1").fill("A window seat with shelves on both sides");
  await reopened.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: it shows in the gallery now.")).toBeVisible();
});
