// The quote builder's draft as typed (strings, as the fields hold them), and its way to the server's Draft.
import { paiseToTyped, percentToBp, rupeesToPaise, type PricedLine } from "./quote-money";
import type { Draft, DraftLine, Item, Tier, Unit, Version } from "./quote-types";
import { DEFAULT_GST_BP, QUOTE_LIMITS, QUOTE_MESSAGES } from "./quote-words";

export interface LineDraft {
  key: number;
  /** 0: a one-off line with its own name, unit, rate and GST. */
  itemId: number;
  tier: Tier;
  quantity: string;
  /** Percent, as typed. */
  discount: string;
  name: string;
  unit: Unit;
  /** Rupees, as typed (one-off lines). */
  rate: string;
  gstBp: number;
}

export interface RoomDraft {
  key: number;
  name: string;
  lines: LineDraft[];
}

let nextKey = 1;
const key = () => nextKey++;

export function newLine(itemId: number, tier: Tier): LineDraft {
  return {
    key: key(),
    itemId,
    tier,
    quantity: "1",
    discount: "0",
    name: "",
    unit: "job",
    rate: "",
    gstBp: DEFAULT_GST_BP,
  };
}

export function newRoom(name: string, firstItem: number, tier: Tier): RoomDraft {
  return { key: key(), name, lines: [newLine(firstItem, tier)] };
}

/** A saved version as a draft to change: the next version starts from it. */
export function draftFromVersion(version: Version): RoomDraft[] {
  return version.rooms.map((room) => ({
    key: key(),
    name: room.name,
    lines: room.lines.map((l) => ({
      key: key(),
      itemId: l.itemId,
      tier: l.tier,
      quantity: String(l.quantity),
      discount: String(l.discountBp / 100),
      name: l.itemId ? "" : l.name,
      unit: l.unit,
      rate: l.itemId ? "" : paiseToTyped(l.ratePaise),
      gstBp: l.gstBp,
    })),
  }));
}

/** A typed quantity: at most two decimals, 0.01 to the limit; null otherwise. */
function parseQuantity(typed: string): number | null {
  const t = typed.replace(/,/g, "").trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n >= 0.01 && n <= QUOTE_LIMITS.maxQuantity ? n : null;
}

/** The field paths of the server's refusals (rooms.0.lines.2.discountBp), with the sentences the browser finds itself. */
export type FieldErrors = Record<string, string>;

export const linePath = (room: number, line: number, field: keyof DraftLine) => `rooms.${room}.lines.${line}.${field}`;

/** The draft the server takes, or the fields the browser can already refuse. */
export function toDraft(rooms: RoomDraft[], note: string, basedOn: number): { draft: Draft; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const draft: Draft = {
    note,
    basedOn,
    rooms: rooms.map((room, r) => ({
      name: room.name.trim(),
      lines: room.lines.map((l, i): DraftLine => {
        const quantity = parseQuantity(l.quantity);
        const discountBp = percentToBp(l.discount === "" ? "0" : l.discount);
        if (quantity === null) errors[linePath(r, i, "quantity")] = QUOTE_MESSAGES.quantityRange;
        if (discountBp === null) errors[linePath(r, i, "discountBp")] = QUOTE_MESSAGES.discountRange;
        const line: DraftLine = {
          itemId: l.itemId,
          tier: l.tier,
          quantity: quantity ?? 0,
          discountBp: discountBp ?? 0,
        };
        if (l.itemId !== 0) return line;
        const ratePaise = rupeesToPaise(l.rate);
        if (ratePaise === null) errors[linePath(r, i, "ratePaise")] = QUOTE_MESSAGES.rateRange;
        if (!l.name.trim()) errors[linePath(r, i, "name")] = QUOTE_MESSAGES.nameRequired;
        return {
          ...line,
          name: l.name.trim(),
          unit: l.unit,
          ratePaise: ratePaise ?? 0,
          gstBp: l.gstBp,
        };
      }),
    })),
  };
  return { draft, errors };
}

/** The draft's lines priced from the price list, for the preview shown until the server's figures come. */
export function pricedRooms(draft: Draft, priceList: Item[]): { name: string; lines: PricedLine[] }[] {
  return draft.rooms.map((room) => ({
    name: room.name,
    lines: room.lines.map((l): PricedLine => {
      const item = l.itemId ? priceList.find((it) => it.id === l.itemId) : undefined;
      return {
        itemId: l.itemId,
        tier: l.tier,
        quantity: l.quantity,
        discountBp: l.discountBp,
        name: item?.name ?? l.name ?? "",
        unit: item?.unit ?? l.unit ?? "job",
        ratePaise: item ? item.rates[l.tier] : (l.ratePaise ?? 0),
        gstBp: item?.gstBp ?? l.gstBp ?? DEFAULT_GST_BP,
      };
    }),
  }));
}
