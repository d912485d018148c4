import { afterEach, describe, expect, it, vi } from "vitest";
import { companyConfig, companyTexts, defaultCompanyDetails, phoneHref } from "./company";

afterEach(() => {
  document.getElementById(companyConfig.dataId)?.remove();
  vi.resetModules();
});

describe("company details", () => {
  it("default to the spec's texts, exactly", () => {
    const t = companyTexts(defaultCompanyDetails);
    expect(t.phone).toBe("+91 80 4718 2200");
    expect(t.phoneHref).toBe("tel:+918047182200");
    expect(t.whatsappHref).toBe(
      "https://wa.me/918047182200?text=Hi%20Nivaas%20Interiors!%20I%20would%20like%20a%20free%20design%20consultation%20for%20my%20home.",
    );
    expect(t.offerHeadline + t.offerBarRest).toBe("25% off + 25-year warranty on modular interiors, orders above Rs. 5 Lakh.");
    expect(t.promoHeading).toBe("Flat 25% Off on Modular Interiors");
    expect(t.promoText).toBe("Get 25% off plus a 25-year warranty on modular interiors, valid on orders above Rs. 5 Lakh.");
    expect([t.promoDiscount, t.promoWarranty, t.promoMinimum]).toEqual(["25% off", "25-year warranty", "Above Rs. 5 Lakh"]);
    expect(t.footerOffer).toBe(", with 25% off and a 25-year warranty on modular interiors above Rs. 5 Lakh.");
    expect(t.offerDeadlineDay).toBe("the 30th");
    expect([t.grievanceLead, t.grievanceEmail, t.grievanceMailtoHref, t.grievanceRest]).toEqual([
      "Grievance Officer, Nivaas Interiors, ",
      "grievance@nivaas.example",
      "mailto:grievance@nivaas.example",
      "",
    ]);
    expect(companyTexts({ ...defaultCompanyDetails, grievanceOfficer: "Asha Rao (a@b.in), 2nd floor" }).grievanceRest).toBe("), 2nd floor");
    expect([t["claims.designers"], t["claims.homes"]]).toEqual(["400+", "15,000+"]);
    expect([t["reviewFigures.averageRating"], t["reviewFigures.happyCustomers"], t["reviewFigures.projectsCompleted"]]).toEqual([
      "4.8/5",
      "250+",
      "300+",
    ]);
  });

  it("follow the owner's offer, and say nothing of it while it is off", () => {
    const d = { ...defaultCompanyDetails, offer: { ...defaultCompanyDetails.offer, percent: 30, warrantyYears: 10, deadlineDay: 22 } };
    expect(companyTexts(d).offerHeadline).toBe("30% off + 10-year warranty");
    expect(companyTexts(d).offerDeadlineDay).toBe("the 22nd");
    expect(companyTexts({ ...d, offer: { ...d.offer, enabled: false } }).footerOffer).toBe(".");
  });

  it("write the tel: link as the server does", () => {
    expect(phoneHref("080-4718 2200")).toBe("tel:+918047182200");
    expect(phoneHref("98450 12345")).toBe("tel:+919845012345");
  });

  it("are read from the page's block before hydration", async () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = companyConfig.dataId;
    block.textContent = JSON.stringify({ ...defaultCompanyDetails, phone: "+91 98450 12345", version: 2 });
    document.head.append(block);
    vi.resetModules(); // the module reads the block once: another file may have loaded it already
    const fresh = await import("./company");
    expect(fresh.companyDetails().phone).toBe("+91 98450 12345");
    expect(fresh.companyTexts().phoneHref).toBe("tel:+919845012345");
    expect(fresh.companyDetails().offer).toEqual(defaultCompanyDetails.offer);
  });
});
