// Where a lead came from: the page it was sent on, plus the referrer and UTM tags of the visitor's landing URL.

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
type UtmKey = (typeof UTM_KEYS)[number];

/** The attribution fields of POST /api/leads; all optional. */
export type Attribution = Partial<Record<UtmKey | "page" | "referrer", string>>;

/** What the landing URL said; kept in sessionStorage for the browser session. */
export type Landing = Partial<Record<UtmKey | "referrer", string>>;

export const LANDING_KEY = "nivaas:landing";

/** The referrer and UTM tags of a landing URL; other query parameters are ignored. */
export function parseLanding(url: string, referrer: string): Landing {
  const landing: Landing = {};
  let params: URLSearchParams;
  try {
    params = new URL(url, "http://localhost").searchParams;
  } catch {
    params = new URLSearchParams();
  }
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) landing[key] = value;
  }
  if (referrer) landing.referrer = referrer;
  return landing;
}

function hasUtm(landing: Landing): boolean {
  return UTM_KEYS.some((k) => landing[k]);
}

/** The URL the browser loaded this document from, even after client-side navigation changed location. */
function documentUrl(win: Window): string {
  const nav = win.performance?.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  return nav?.name || win.location.href;
}

/** document.referrer unless it is this site (a reload or a full load from one of our own pages). */
function externalReferrer(win: Window): string {
  const ref = win.document.referrer;
  try {
    return ref && new URL(ref).origin !== win.location.origin ? ref : "";
  } catch {
    return "";
  }
}

function readStored(win: Window): Landing | null {
  try {
    const raw = win.sessionStorage.getItem(LANDING_KEY);
    return raw ? (JSON.parse(raw) as Landing) : null;
  } catch {
    return null;
  }
}

/**
 * Records the landing once per session. A later full page load that carries
 * UTM tags (a new ad click) replaces a landing that had none.
 */
export function captureLanding(win: Window = window): Landing {
  const stored = readStored(win);
  const current = parseLanding(documentUrl(win), externalReferrer(win));
  if (stored && (hasUtm(stored) || !hasUtm(current))) return stored;
  try {
    win.sessionStorage.setItem(LANDING_KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private mode): the lead still carries this page load's tags.
  }
  return current;
}

/** The attribution sent with a lead: the current page plus the session's landing referrer and UTM tags. */
export function leadAttribution(win: Window = window): Attribution {
  const landing = captureLanding(win);
  const attribution: Attribution = { page: win.location.pathname };
  if (landing.referrer) attribution.referrer = landing.referrer;
  for (const key of UTM_KEYS) if (landing[key]) attribution[key] = landing[key];
  return attribution;
}
