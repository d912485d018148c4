// Which experience centre's city serves a lead's city: one rule for the visitor's "Pick a time" and staff booking for a caller.
import appointments from "~/content/appointments.json";

const aliases: Record<string, string> = appointments.cityAliases;

/** The centre's city nearest a lead's city ("Bangalore" → "Bengaluru"). */
export const nearestCity = (city: string) => aliases[city] ?? city;
