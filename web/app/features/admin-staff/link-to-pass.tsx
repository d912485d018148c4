import { useState } from "react";
import { Button } from "~/components/ui/button";

export interface PasswordLink {
  name: string;
  email: string;
  url: string;
  /** Whether the server also put the link in the mail outbox to the person. */
  mailed: boolean;
}

/** A one-time set-password link for the owner to pass on; it is shown only here. */
export function LinkToPass({ link }: { link: PasswordLink }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-field bg-brass-soft p-4 text-sm text-brass-ink">
      <p className="font-semibold">
        {link.mailed ? `We e-mailed this link to ${link.email}; you can also pass it on yourself.` : `Send this link to ${link.name}.`} It works
        once, within 30 minutes, to choose a password.
      </p>
      <p className="font-mono break-all text-ink select-all">{link.url}</p>
      <div>
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(link.url);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </Button>
      </div>
    </div>
  );
}
