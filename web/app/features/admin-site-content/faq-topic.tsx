import { ArrowDown, ArrowUp } from "lucide-react";
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
      <ol className="mt-4 flex flex-col gap-3">
        {topic.faqs.map((q, qi) => {
          const qerr = (f: string) => err(`faqs.${qi}.${f}`);
          const label = `question ${qi + 1} of ${title}`;
          return (
            <li key={qi} className="flex flex-col gap-3 border-b border-line/60 pb-4">
              <TextField label={`Question ${qi + 1}`} value={q.question} maxLength={limits.question} onChange={(e) => setFaqs(topic.faqs.map((x, k) => (k === qi ? { ...x, question: e.target.value } : x)))} error={qerr("question")} />
              <TextArea label={`Answer ${qi + 1}`} hint={contactPlaceholderHint} rows={3} value={q.answer} maxLength={limits.answer} onChange={(e) => setFaqs(topic.faqs.map((x, k) => (k === qi ? { ...x, answer: e.target.value } : x)))} error={qerr("answer")} />
              <div className="flex flex-wrap items-end gap-2">
                <Button variant="ghost" aria-label={`Move ${label} up`} disabled={qi === 0} onClick={() => setFaqs(moved(topic.faqs, qi, -1))}>
                  <ArrowUp aria-hidden="true" className="size-5" />
                </Button>
                <Button variant="ghost" aria-label={`Move ${label} down`} disabled={qi === topic.faqs.length - 1} onClick={() => setFaqs(moved(topic.faqs, qi, 1))}>
                  <ArrowDown aria-hidden="true" className="size-5" />
                </Button>
                <Button variant="ghost" className="text-clay-ink" aria-label={`Remove ${label}`} onClick={() => setFaqs(topic.faqs.filter((_, k) => k !== qi))}>
                  Remove
                </Button>
                {others.length > 0 ? (
                  <SelectField
                    label={`Move ${label} to topic`}
                    hideLabel
                    placeholder="Move to topic…"
                    options={others}
                    value=""
                    onChange={(e) => e.target.value && onMoveQuestion(qi, Number(e.target.value))}
                    className="min-w-48 flex-1"
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setFaqs([...topic.faqs, { question: "", answer: "" }])}>
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
