import { useState } from "react";
import { Button } from "~/components/ui/button";

/** Recovery codes, shown this once, with a way to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = codes.join("\n") + "\n";
  return (
    <div className="flex flex-col gap-3 rounded-field bg-brass-soft p-4">
      <h3 className="font-sans text-base font-semibold text-brass-ink">Your recovery codes</h3>
      <p className="text-sm text-brass-ink">
        Each code signs you in once if your phone is lost. Keep them somewhere safe: they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-ink">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(text);
              setCopied(true);
            } catch {
              setCopied(false);
            }
          }}
        >
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <a
          className="inline-flex min-h-11 items-center rounded-pill px-5 text-sm font-semibold text-ink ring-1 ring-line ring-inset hover:bg-limewash"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          Download codes
        </a>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
