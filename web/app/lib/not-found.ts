import { data } from "react-router";

/** Throw from a loader or clientLoader so the error boundary shows the not-found page with status 404. */
function notFound(): never {
  throw data("Not Found", { status: 404, statusText: "Not Found" });
}

/** Returns `value` when it is one of `allowed`, else throws a 404. */
export function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) notFound();
  return value as T;
}
