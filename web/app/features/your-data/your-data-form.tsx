// The "Your data" request form (issue 28): a plain form the server answers with a page (POST /forms/your-data),
// so it works the same with JavaScript off; the server mails a 6-digit code and asks for it on the next page.
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import privacyConfig from "~/content/privacy.json";

const kinds = Object.entries(privacyConfig.kinds);
const limits = privacyConfig.limits;

export function YourDataForm() {
  return (
    <form method="post" action="/forms/your-data" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-ink">What would you like?</legend>
        {kinds.map(([value, label], i) => (
          <label key={value} className="flex min-h-11 items-center gap-3 text-base text-ink">
            <input type="radio" name="kind" value={value} required defaultChecked={i === 0} className="size-5 accent-accent" />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField label="Your name" name="name" autoComplete="name" maxLength={limits.name} />
      <TextField
        label="E-mail you used with us"
        name="email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        hint="We send a 6-digit code here to make sure the request is yours. It covers what we hold under this address."
      />
      <TextField
        label="Mobile number you used with us"
        name="mobile"
        type="tel"
        autoComplete="tel"
        maxLength={limits.mobile}
        hint="Our team calls this number to confirm the request; only then does it cover what we hold under the number."
      />
      <TextArea label="Anything we should know" name="detail" rows={4} maxLength={limits.detail} hint="Optional: for a correction, what should change." />
      <Honeypot />
      <Button type="submit" size="lg" className="self-start">
        Send request
      </Button>
    </form>
  );
}
