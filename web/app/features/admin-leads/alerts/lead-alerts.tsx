import { useEffect, useState } from "react";
import { FormError, Panel } from "~/components/admin/admin-ui";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { errorMessage } from "~/lib/admin-api";
import { readMyAway, saveMyAway } from "~/features/admin-leads/api";
import { setSound, soundOn } from "./assigned-alerts";

type Permission = NotificationPermission | "unsupported";

function notificationPermission(): Permission {
  return typeof Notification === "undefined"
    ? "unsupported"
    : Notification.permission;
}

const permissionText: Record<Permission, string> = {
  default: "Browser notifications are off.",
  granted: "Browser notifications are on in this browser.",
  denied:
    "This browser blocks notifications from the site: allow them in its site settings to get them.",
  unsupported:
    "This browser cannot show notifications; the notice in the page remains.",
};

/** A sales person's own side of automatic assignment: away or on duty, and how new leads announce themselves. */
export function LeadAlertsPanel() {
  const [away, setAway] = useState<boolean | null>(null);
  const [error, setError] = useState("");
  const [sound, setSoundState] = useState(false);
  const [permission, setPermission] = useState<Permission>("unsupported");
  useEffect(() => {
    setSoundState(soundOn());
    setPermission(notificationPermission());
    const ctl = new AbortController();
    readMyAway(ctl.signal).then(
      (a) => setAway(a.away),
      (err: unknown) => !ctl.signal.aborted && setError(errorMessage(err)),
    );
    return () => ctl.abort();
  }, []);

  async function toggleAway(next: boolean) {
    setError("");
    try {
      setAway((await saveMyAway(next)).away);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Panel title="New leads for you">
      <div className="flex flex-col gap-2">
        <Checkbox
          label="I am away"
          checked={away ?? false}
          disabled={away === null}
          onChange={(e) => void toggleAway(e.currentTarget.checked)}
          hint="While you are away, automatic assignment skips you. Untick it when you are back."
        />
        <Checkbox
          label="Play a sound for a new lead assigned to me"
          checked={sound}
          onChange={(e) => {
            setSound(e.currentTarget.checked);
            setSoundState(e.currentTarget.checked);
          }}
        />
      </div>
      <p className="mt-2 text-sm text-ink-muted" role="status">
        {permissionText[permission]}
      </p>
      {permission === "default" ? (
        <Button
          variant="secondary"
          className="mt-2"
          onClick={() => {
            // Asked once, from this button: browsers refuse a request that no gesture made.
            void Notification.requestPermission().then(setPermission);
          }}
        >
          Turn on browser notifications
        </Button>
      ) : null}
      <FormError message={error} />
    </Panel>
  );
}
