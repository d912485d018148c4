import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import type { SpendImport } from "./api";
import { SpendImportPanel } from "./spend-import";

const unknownColumns: SpendImport = {
  header: ["Spent on", "What", "Rupees"],
  sample: [["2026-12-01", "Flyers", "2,000"]],
  mapping: { day: -1, campaign: -1, amount: -1, campaignId: -1, currency: -1, platform: "" },
  needsMapping: true,
  rows: 0,
  campaignDays: 0,
  spend: [],
  spendPaise: 0,
  from: "",
  to: "",
  refused: [],
  saved: false,
};
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

it("keeps the columns the owner chose while the answer to the platform chosen before them was on its way", async () => {
  let answerPlatform: (r: Response) => void = () => {};
  const fetchMock = vi.fn(async (url: string) =>
    url.includes("platform=") ? new Promise<Response>((resolve) => (answerPlatform = resolve)) : json(unknownColumns),
  );
  vi.stubGlobal("fetch", fetchMock);
  render(<SpendImportPanel onSaved={() => {}} />);
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText("CSV file"), new File(["Spent on,What,Rupees\n2026-12-01,Flyers,\"2,000\"\n"], "agency.csv", { type: "text/csv" }));
  const columns = await screen.findByRole("group", { name: "Which column holds what" });

  await user.selectOptions(screen.getByLabelText("Platform"), "other");
  await user.selectOptions(within(columns).getByLabelText("Day"), "Column 1: Spent on");
  await user.selectOptions(within(columns).getByLabelText("Campaign"), "Column 2: What");
  await act(async () => answerPlatform(json({ ...unknownColumns, mapping: { ...unknownColumns.mapping, platform: "other" } })));

  expect(within(columns).getByLabelText("Day")).toHaveDisplayValue("Column 1: Spent on");
  expect(within(columns).getByLabelText("Campaign")).toHaveDisplayValue("Column 2: What");
  expect(fetchMock).toHaveBeenCalledTimes(2);
});
