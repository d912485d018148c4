// Issue 41, below the cut: the FAQ editor was 8,451 px long with every answer open. Answers fold away; a question
// opens to edit, and one the server refuses opens by itself with its sentence. Nothing is saved: the shared site's
// FAQ page stays as it is. The page's length depends on the width: both run it.
import { expect, test } from "./support/test";

test.use({ staffRole: "editor" });

test("the FAQ editor lists the questions with their answers folded; one opens to edit", async ({ page }, testInfo) => {
  await page.goto("/admin/faqs");
  const topic = page.getByRole("region", { name: "Topic: Designs and Process" });
  const first = topic.getByRole("button", { name: "How does the design process work?" });
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("textbox", { name: /^Answer \d+$/ })).toHaveCount(0);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height).toBeLessThan(testInfo.project.name === "phone" ? 6000 : 3500);

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const answer = topic.getByRole("textbox", { name: "Answer 1", exact: true });
  await expect(answer).toBeVisible();
  await expect(answer).toHaveValue(/free consultation/);
  await first.click();
  await expect(answer).toBeHidden();

  // An answer emptied and saved: the server refuses, and that question shows itself with the sentence.
  await first.click();
  await answer.fill("");
  await first.click();
  await page.getByRole("button", { name: "Save FAQs" }).click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute("aria-invalid", "true");
});
