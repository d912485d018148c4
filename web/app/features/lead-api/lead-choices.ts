// The fixed choices of spec section 5, in display order; the server accepts exactly these.

export const PROPERTY_TYPES = ["1 BHK", "2 BHK", "3 BHK", "4+ BHK / Duplex"] as const;

export const LOCATIONS = [
  "Mumbai",
  "Delhi",
  "Bangalore",
  "Hyderabad",
  "Chennai",
  "Pune",
  "Kolkata",
  "Ahmedabad",
  "Gurgaon",
  "Noida",
  "Faridabad",
  "Ghaziabad",
] as const;

/** The only country code the forms send (spec section 5). */
export const COUNTRY_CODE = "+91";
