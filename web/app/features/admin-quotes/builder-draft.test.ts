import { describe, expect, it } from "vitest";
import { newLine, pricedRooms, toDraft, type RoomDraft } from "./builder-draft";
import { fromDraft, newItem, settingsDraft } from "./price-list-form";
import quoteTexts from "~/content/quotes.json";
import type { Item } from "./quote-types";

const priceList = quoteTexts.defaults.priceList as Item[];
const m = quoteTexts.messages;

function room(lines: Partial<ReturnType<typeof newLine>>[]): RoomDraft {
  return {
    key: 1,
    name: " Kitchen ",
    lines: lines.map((l) => ({ ...newLine(1, "premium"), ...l })),
  };
}

describe("the builder's draft", () => {
  it("sends a price-list line as its item, tier, quantity and discount only: the server prices it", () => {
    const { draft, errors } = toDraft([room([{ quantity: "12.5", discount: "7.5" }])], "", 1);
    expect(errors).toEqual({});
    expect(draft).toEqual({
      note: "",
      basedOn: 1,
      rooms: [
        {
          name: "Kitchen",
          lines: [{ itemId: 1, tier: "premium", quantity: 12.5, discountBp: 750 }],
        },
      ],
    });
    expect(pricedRooms(draft, priceList)[0]!.lines[0]).toMatchObject({
      name: priceList[0]!.name,
      unit: "running_foot",
      ratePaise: 1800000,
      gstBp: 1800,
    });
  });

  it("sends a one-off line with its own name, unit, rate in paise and GST", () => {
    const { draft, errors } = toDraft(
      [
        room([
          {
            itemId: 0,
            name: "Jaali partition",
            unit: "piece",
            rate: "12,500.50",
            gstBp: 1200,
          },
        ]),
      ],
      "",
      0,
    );
    expect(errors).toEqual({});
    expect(draft.rooms[0]!.lines[0]).toEqual({
      itemId: 0,
      tier: "premium",
      quantity: 1,
      discountBp: 0,
      name: "Jaali partition",
      unit: "piece",
      ratePaise: 1250050,
      gstBp: 1200,
    });
  });

  it("names each field it can refuse by the server's path, with quotes.json's sentence", () => {
    const { errors } = toDraft([room([{ quantity: "0" }, { quantity: "1.234", discount: "101" }, { itemId: 0, name: " ", rate: "abc" }])], "", 0);
    expect(errors).toEqual({
      "rooms.0.lines.0.quantity": m.quantityRange,
      "rooms.0.lines.1.quantity": m.quantityRange,
      "rooms.0.lines.1.discountBp": m.discountRange,
      "rooms.0.lines.2.ratePaise": m.rateRange,
      "rooms.0.lines.2.name": m.nameRequired,
    });
  });
});

describe("the price list form", () => {
  const settings = {
    ...quoteTexts.defaults,
    priceList,
    version: 3,
  } as Parameters<typeof settingsDraft>[0];

  it("gives back the settings it was made from", () => {
    expect(fromDraft(settingsDraft(settings), 3)).toEqual({
      settings,
      errors: {},
    });
  });

  it("refuses milestones that do not add up to 100%, an empty item and a bad rate", () => {
    const d = settingsDraft(settings);
    d.milestones[0]!.percent = "15";
    d.items.push({
      ...newItem(),
      rates: { essential: "1,00,00,00,000", premium: "", luxury: "x" },
    });
    const { errors } = fromDraft(d, 3);
    expect(errors).toEqual({
      milestones: m.milestonesSum,
      "priceList.9.name": m.nameRequired,
      "priceList.9.rates.essential": m.rateRange,
      "priceList.9.rates.luxury": m.rateRange,
    });
  });
});
