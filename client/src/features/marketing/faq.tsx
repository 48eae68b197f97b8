import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions as a single-open accordion, one per row. */
export function Faq({ entries, className }: { entries: readonly FaqEntry[]; className?: string }) {
  return (
    <Accordion type="single" collapsible className={className}>
      {entries.map((entry) => (
        <AccordionItem key={entry.question} value={entry.question}>
          <AccordionTrigger>{entry.question}</AccordionTrigger>
          <AccordionContent>{entry.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
