import { Button } from "~/components/ui/button";
import { ConsentNotice } from "~/components/ui/consent-notice";
import { Checkbox } from "~/components/ui/checkbox";
import { Honeypot } from "~/components/ui/honeypot";
import { MobileInput } from "~/components/ui/mobile-input";
import { TextField } from "~/components/ui/text-field";
import { HomeChoices } from "./choice-group";

/** Marks the two-step form, which needs JavaScript, so the fallback's style can hide it. */
export const ESTIMATE_JS_FORM = "data-estimate-js";

const noop = () => {};
const unchosen = { propertyType: "", location: "" };

/**
 * The estimate form in one step for browsers without JavaScript: it posts to the server, which
 * validates and stores it as the API does. Browsers with JavaScript never render <noscript> content.
 */
export function EstimateNoScript() {
  return (
    <noscript>
      <style>{`[${ESTIMATE_JS_FORM}]{display:none}`}</style>
      <form method="post" action="/forms/estimate" className="flex flex-col gap-7" aria-labelledby="estimate-noscript-title">
        <h2 id="estimate-noscript-title" className="text-2xl text-ink">
          Tell us about your home
        </h2>
        <input type="hidden" name="page" value="/get-free-estimate" />
        <HomeChoices values={unchosen} onChange={noop} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Name" name="name" required autoComplete="name" className="sm:col-span-2" />
          <MobileInput label="Mobile number" name="mobile" required />
          <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" hint="Optional" />
        </div>
        <Checkbox label="Send me updates on WhatsApp" name="whatsappUpdates" />
        <Honeypot />
        <Button type="submit" size="lg" className="w-full sm:ml-auto sm:w-auto">
          GET FREE ESTIMATE
        </Button>
        <ConsentNotice />
      </form>
    </noscript>
  );
}
