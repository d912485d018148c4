// Texts, kinds and India-time formatting of the booking, from the contract the server reads too.
import appointments from "~/content/appointments.json";

export const TEXT = appointments.texts;
export const KINDS = appointments.kinds as { value: "centre" | "home" | "video"; label: string }[];
export const MESSAGES = appointments.messages;
const zone = appointments.timeZone;

const dayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: zone, weekday: "short", day: "numeric", month: "short" });
const longDayFormat = new Intl.DateTimeFormat("en-IN", { timeZone: zone, weekday: "long", day: "numeric", month: "long", year: "numeric" });
const timeFormat = new Intl.DateTimeFormat("en-IN", { timeZone: zone, hour: "numeric", minute: "2-digit", hour12: true });
const keyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The India date of an instant, "YYYY-MM-DD": slots are grouped by it. */
export const dayKey = (iso: string) => keyFormat.format(new Date(iso));
export const dayLabel = (iso: string) => dayFormat.format(new Date(iso));
export const longDay = (iso: string) => longDayFormat.format(new Date(iso));
export const timeLabel = (iso: string) => timeFormat.format(new Date(iso)).toUpperCase();
export { nearestCity } from "~/lib/centre-city";
