// The quotes' answers and requests, as the server's quote API (internal/httpapi, /work/notes/quote-api.md) sends them.

export type Tier = "essential" | "premium" | "luxury";
export type Unit = "running_foot" | "square_foot" | "piece" | "job";

/** One thing on the owner's price list: a rate in paise per unit for each finish tier (0: not offered in it). */
export interface Item {
  /** 0 for an item the owner is adding (the server gives it an id). */
  id: number;
  name: string;
  category: string;
  unit: Unit;
  rates: Record<Tier, number>;
  gstBp: number;
}

export interface PaymentMilestone {
  label: string;
  percentBp: number;
}

export interface QuoteSettings {
  priceList: Item[];
  /** The largest discount on a line each role may give, in basis points. */
  discountLimits: { owner: number; sales: number };
  /** The payment schedule; the first is the booking amount, and the percents sum to 10000. */
  milestones: PaymentMilestone[];
  terms: string;
  validDays: number;
  version: number;
}

/** A line as the builder sends it: from the price list (itemId > 0) or a one-off (itemId 0, with its own name, unit, rate and GST). */
export interface DraftLine {
  itemId: number;
  tier: Tier;
  quantity: number;
  discountBp: number;
  name?: string;
  unit?: Unit;
  ratePaise?: number;
  gstBp?: number;
}

interface DraftRoom {
  name: string;
  lines: DraftLine[];
}

export interface Draft {
  rooms: DraftRoom[];
  note: string;
  /** The latest version number the builder saw (0 for the first): the server refuses a draft made on an older one. */
  basedOn: number;
}

export interface Figures {
  grossPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPaise: number;
  totalPaise: number;
}

export interface Line extends Figures {
  itemId: number;
  name: string;
  unit: Unit;
  tier: Tier;
  quantity: number;
  ratePaise: number;
  gstBp: number;
  discountBp: number;
}

export interface Room extends Figures {
  name: string;
  lines: Line[];
}

export type MilestoneState = "due" | "link_sent" | "paid" | "expired" | "later";

export interface Milestone extends PaymentMilestone {
  amountPaise: number;
  state: MilestoneState;
}

export interface Computed {
  rooms: Room[];
  totals: Figures;
  milestones: Milestone[];
}

interface Acceptance {
  name: string;
  at: string;
  channel: "code" | "call";
  address: string;
  recordedBy: string;
  note: string;
}

interface BookingPayment {
  state: "created" | "paid" | "partially_paid" | "expired" | "cancelled";
  amountPaise: number;
  paidPaise: number;
  shortUrl: string;
  expiresAt: string;
}

export interface Version extends Computed {
  id: number;
  leadId: number;
  number: number;
  note: string;
  /** What changed from the version before, one sentence each. */
  changes: string[];
  createdAt: string;
  createdBy: string;
  sharedAt: string | null;
  /** The customer's signed link, once shared. */
  link: string | null;
  accepted: Acceptance | null;
  /** The booking amount's current payment link. */
  payment: BookingPayment | null;
  /** Accepted: it can be neither shared nor accepted again, and no new version follows. */
  locked: boolean;
}

export interface LeadQuote {
  /** Newest first. */
  versions: Version[];
  /** Razorpay is set up, so a booking link can be made. */
  onlinePayment: boolean;
  settingsVersion: number;
}
