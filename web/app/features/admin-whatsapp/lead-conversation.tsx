import { Loaded, Panel } from "~/components/admin/admin-ui";
import { ConversationView } from "./conversation-view";
import { useConversation } from "./use-conversation";

/** The lead page's WhatsApp section: the conversation, live, with the reply or the template that may go now. */
export function LeadConversation({ leadId, onChanged }: { leadId: number; onChanged?: () => void }) {
  const { query, now, send } = useConversation(leadId, onChanged);
  // No conversation to show (the lead was merged away meanwhile): the page itself says what became of the lead.
  if (query.missing) return null;
  return (
    <Panel title="WhatsApp">
      <Loaded query={query} loading="Loading the WhatsApp messages…">
        {(conversation) => <ConversationView conversation={conversation} now={now} onSend={send} />}
      </Loaded>
    </Panel>
  );
}
