import { useEffect, useId, useState, type FormEvent } from "react";
import { requestToaster, toastError } from "~/components/shell/toast";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";
import { Honeypot } from "~/features/lead-api/honeypot";
import { subscribe, SUBSCRIBED_ALERT, SUBSCRIBE_FAILED_TITLE, subscribePayload } from "./subscribe";

export interface SubscribeFormProps {
  /** The page the visitor subscribes from, e.g. "/Guides/Design-Tips". */
  page: string;
  /** Text of the visually hidden label of the e-mail field. */
  label?: string;
  className?: string;
}

/** E-mail field and Subscribe button for the monthly design ideas. */
export function SubscribeForm({ page, label = "Email address", className }: SubscribeFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    // Loads the toast code in parallel with the request, in case the answer is an error.
    requestToaster();
    try {
      await subscribe(subscribePayload(email, page, website));
      window.alert(SUBSCRIBED_ALERT);
      setEmail("");
    } catch (error) {
      void toastError(SUBSCRIBE_FAILED_TITLE, { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className={cn("flex w-full max-w-lg flex-col gap-3 sm:flex-row", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="email"
        name="email"
        required
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={cn(controlClass, "sm:flex-1")}
      />
      <Honeypot value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? "Subscribing..." : "Subscribe"}
      </Button>
    </form>
  );
}
