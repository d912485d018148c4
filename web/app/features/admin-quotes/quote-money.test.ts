// The shared cases (content/quote-cases.json), which internal/quote's Go tests read too: both sides agree to the paisa.
import { describe, expect, it } from "vitest";
import cases from "~/content/quote-cases.json";
import { computeQuote, formatPercent, formatRupees, percentToBp, rupeesToPaise, wonRupees } from "./quote-money";

describe("the shared quote cases", () => {
  it.each(cases.rupees)("writes $paise paise as $text", ({ paise, text }) => {
    expect(formatRupees(paise)).toBe(text);
  });

  it.each(cases.cases)("$name", (c) => {
    const rooms = c.rooms.map((r) => ({
      name: r.name,
      lines: r.lines.map((l) => ({
        itemId: 0,
        name: "line",
        unit: "job" as const,
        tier: "premium" as const,
        ...l,
      })),
    }));
    const computed = computeQuote(
      rooms,
      c.milestonesBp.map((percentBp, i) => ({ label: `M${i}`, percentBp })),
    );
    computed.rooms.forEach((room, r) => {
      const want = c.rooms[r]!;
      room.lines.forEach((line, i) =>
        expect({ room: want.name, line: i, ...pick(line) }).toEqual({
          room: want.name,
          line: i,
          ...want.lines[i]!.expect,
        }),
      );
      expect(pick(room)).toEqual(want.expect);
    });
    expect(pick(computed.totals)).toEqual(c.expect.totals);
    expect(computed.milestones.map((m) => m.amountPaise)).toEqual(c.expect.milestonesPaise);
    expect(formatRupees(computed.totals.totalPaise)).toBe(c.expect.totalText);
    expect(wonRupees(computed.totals.totalPaise)).toBe(c.expect.wonRupees);
  });
});

function pick(f: { grossPaise: number; discountPaise: number; taxablePaise: number; gstPaise: number; totalPaise: number }) {
  return {
    grossPaise: f.grossPaise,
    discountPaise: f.discountPaise,
    taxablePaise: f.taxablePaise,
    gstPaise: f.gstPaise,
    totalPaise: f.totalPaise,
  };
}

describe("what staff type", () => {
  it("reads percents as basis points, two decimals at most", () => {
    expect(percentToBp("12.5")).toBe(1250);
    expect(percentToBp("10 %")).toBe(1000);
    expect(percentToBp("0")).toBe(0);
    expect(percentToBp("100")).toBe(10000);
    expect(percentToBp("100.01")).toBeNull();
    expect(percentToBp("1.234")).toBeNull();
    expect(percentToBp("-5")).toBeNull();
    expect(percentToBp("ten")).toBeNull();
  });

  it("reads rupees as paise, Indian commas and the rupee sign allowed", () => {
    expect(rupeesToPaise("₹1,20,000.50")).toBe(12000050);
    expect(rupeesToPaise("18000")).toBe(1800000);
    expect(rupeesToPaise("0.05")).toBe(5);
    expect(rupeesToPaise("1.005")).toBeNull();
    expect(rupeesToPaise("")).toBeNull();
    expect(rupeesToPaise("1e5")).toBeNull();
  });

  it("writes percents without trailing zeros", () => {
    expect(formatPercent(1800)).toBe("18%");
    expect(formatPercent(1250)).toBe("12.5%");
    expect(formatPercent(333)).toBe("3.33%");
  });
});
