import { ArrowDown, ArrowUp, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/select-field";
import { TextArea } from "~/components/ui/text-area";
import { TextField } from "~/components/ui/text-field";
import { contactPlaceholderHint } from "~/content/contact-text";
import type { Faq, FaqCategory } from "~/content/faqs";
import { siteContentConfig } from "~/content/site-content";
import { moved } from "./list-moves";

const limits = siteContentConfig.limits;

interface Props {
  topic: FaqCategory;
  index: number;
  /** Every topic's name as shown, in order, for moving a question. */
  titles: readonly string[];
  fields: Record<string, string>;
  onChange: (c: Partial<FaqCategory>) => void;
  onMoveTopic: (step: -1 | 1) => void;
  onRemoveTopic: () => void;
  onMoveQuestion: (question: number, toTopic: number) => void;
}

/** One FAQ topic: its name, its place among the topics, and its questions in order. */
export function FaqTopic({ topic, index, titles, fields, onChange, onMoveTopic, onRemoveTopic, onMoveQuestion }: Props) {
  const title = titles[index];
  const err = (f: string) => fields[`categories.${index}.${f}`];
  const setFaqs = (faqs: Faq[]) => onChange({ faqs });
  const others = titles.map((t, k) => ({ value: String(k), label: t })).filter((o) => o.value !== String(index));
  // The questions shown open, by position: answers fold away so the page is a list of questions (it was 8,451 px long).
  // A topic added while editing starts with its empty question open.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(topic.faqs.flatMap((q, i) => (q.question || q.answer ? [] : [i]))));
  const toggle = (qi: number) =>
    setOpen((o) => {
      const n = new Set(o);
      if (!n.delete(qi)) n.add(qi);
      return n;
    });
  /** Moves a question within the topic; an open one stays open where it lands. */
  const moveWithin = (qi: number, step: -1 | 1) => {
    setFaqs(moved(topic.faqs, qi, step));
    setOpen((o) => new Set([...o].map((k) => (k === qi ? qi + step : k === qi + step ? qi : k))));
  };
  const remove = (qi: number) => {
    setFaqs(topic.faqs.filter((_, k) => k !== qi));
    setOpen((o) => new Set([...o].filter((k) => k !== qi).map((k) => (k > qi ? k - 1 : k))));
  };
  return (
    <section aria-label={`Topic: ${title}`} className="rounded-card bg-white p-4 shadow-soft sm:p-6">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField label="Topic name" value={topic.title} maxLength={limits.faqTopic} onChange={(e) => onChange({ title: e.target.value })} error={err("title") ?? err("id")} className="flex-1" />
        <div className="flex gap-1">
          <Button variant="ghost" aria-label={`Move topic ${title} up`} disabled={index === 0} onClick={() => onMoveTopic(-1)}>
            <ArrowUp aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="ghost" aria-label={`Move topic ${title} down`} disabled={index === titles.length - 1} onClick={() => onMoveTopic(1)}>
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </div>
      {err("faqs") ? <p className="mt-2 text-sm text-clay-ink">{err("faqs")}</p> : null}
      <ol className="mt-4 flex flex-col">
        {topic.faqs.map((q, qi) => {
          const qerr = (f: string) => err(`faqs.${qi}.${f}`);
          const label = `question ${qi + 1} of ${title}`;
          // A question opened, or one with a refusal, shows its fields; the rest fold to one line.
          const shown = open.has(qi) || Boolean(qerr("question") ?? qerr("answer"));
          const panel = `faq-${index}-${qi}`;
          return (
            <li key={qi} className="flex flex-col gap-3 border-b border-line/60 py-2">
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  aria-expanded={shown}
                  aria-controls={panel}
                  onClick={() => toggle(qi)}
                  className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-field px-1 py-1 text-left text-base hover:bg-limewash sm:px-2"
                >
                  <ChevronRight aria-hidden="true" className={`size-4 shrink-0 text-ink-muted transition-transform ${shown ? "rotate-90" : ""}`} />
                  <span className="shrink-0 text-ink-muted">{qi + 1}.</span>
                  <span className="line-clamp-2 font-semibold">{q.question || "New question"}</span>
                  <span className="sr-only">{shown ? ", shown" : ", edit"}</span>
                </button>
                <Button variant="ghost" className="px-2.5! sm:px-5!" aria-label={`Move ${label} up`} disabled={qi === 0} onClick={() => moveWithin(qi, -1)}>
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button variant="ghost" className="px-2.5! sm:px-5!" aria-label={`Move ${label} down`} disabled={qi === topic.faqs.length - 1} onClick={() => moveWithin(qi, 1)}>
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
              </div>
              <div id={panel} hidden={!shown} className="flex flex-col gap-3 pb-3">
                {shown ? (
                  <>
                    <TextField label={`Question ${qi + 1}`} value={q.question} maxLength={limits.question} onChange={(e) => setFaqs(topic.faqs.map((x, k) => (k === qi ? { ...x, question: e.target.value } : x)))} error={qerr("question")} />
                    <TextArea label={`Answer ${qi + 1}`} hint={contactPlaceholderHint} rows={3} value={q.answer} maxLength={limits.answer} onChange={(e) => setFaqs(topic.faqs.map((x, k) => (k === qi ? { ...x, answer: e.target.value } : x)))} error={qerr("answer")} />
                    <div className="flex flex-wrap items-end gap-2">
                      <Button variant="ghost" className="text-clay-ink" aria-label={`Remove ${label}`} onClick={() => remove(qi)}>
                        Remove
                      </Button>
                      {others.length > 0 ? (
                        <SelectField
                          label={`Move ${label} to topic`}
                          hideLabel
                          placeholder="Move to topic…"
                          options={others}
                          value=""
                          onChange={(e) => {
                            if (!e.target.value) return;
                            setOpen(new Set());
                            onMoveQuestion(qi, Number(e.target.value));
                          }}
                          className="min-w-48 flex-1"
                        />
                      ) : null}
                    </div>
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() => {
            setOpen((o) => new Set(o).add(topic.faqs.length));
            setFaqs([...topic.faqs, { question: "", answer: "" }]);
          }}
        >
          Add a question to {title}
        </Button>
        {topic.faqs.length === 0 ? (
          <Button variant="ghost" className="text-clay-ink" onClick={onRemoveTopic}>
            Remove topic {title}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
