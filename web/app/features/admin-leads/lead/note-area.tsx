import { TextArea } from "~/components/ui/text-area";
import { LEAD_LIMITS } from "~/features/admin-leads/vocabulary";

/** A note for a lead's timeline, as the call log and the note form take it: within the contract's note limit. */
export function NoteArea(props: { label: string; hint: string; name: string; rows: number; value: string; onChange: (value: string) => void; error?: string }) {
  const { onChange, ...rest } = props;
  return <TextArea {...rest} maxLength={LEAD_LIMITS.note} onChange={(e) => onChange(e.target.value)} />;
}
