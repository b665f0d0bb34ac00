import { type ReactNode, useMemo } from "react";
import { useField } from "remix-validated-form";

import { ITEMS_FIELD, RETURN_COMMENT_MAX, RETURN_TYPE_CHOICES, quantityField, reasonField, returnRequestForm } from "~/lib/forms/returns";
import { maxCharactersHint } from "~/lib/forms/messages";

import { FieldMessages } from "~/components/Field";

import { DoorForm, useDoorFields } from "~/components/forms/DoorForm";
import { RadioGroup, Select, SubmitButton, TextArea } from "~/components/forms/Fields";
import { ringSizeText } from "~/lib/line-choice";

type Line = { id: number; title: string; variant: string; size: string | null; image: string | null; ordered: number; returnable: number };
type Reason = { id: number; title: string };

export function ReturnRequestForm({ lines, reasons }: { lines: Line[]; reasons: Reason[] }) {
  const form = useMemo(
    () =>
      returnRequestForm(
        lines.map((line) => ({ id: line.id, returnable: line.returnable })),
        reasons.map((reason) => reason.id),
      ),
    [lines, reasons],
  );
  return (
    <DoorForm form={form} className="stack return-form">
      <Pieces>
        {lines.map((line) => (
          <fieldset key={line.id} className="return-line">
            <legend className="return-line__title">{line.title}</legend>
            {line.image ? <img src={line.image} alt="" width="64" height="83" className="return-line__image" /> : null}
            <p className="small return-line__ordered">
              {line.variant}
              {line.size ? ` · ${ringSizeText(line.size)}` : null} · ordered {line.ordered}
            </p>
            <div className="field-row return-line__fields">
              <Select name={quantityField(line.id)} label="Quantity" hint={`Up to ${line.returnable}`}>
                <option value="0">None</option>
                {Array.from({ length: line.returnable }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </Select>
              <Select name={reasonField(line.id)} label="Reason">
                <option value="">Choose a reason</option>
                {reasons.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.title}
                  </option>
                ))}
              </Select>
            </div>
          </fieldset>
        ))}
      </Pieces>
      <RadioGroup name="type" legend="What would you like?" choices={[...RETURN_TYPE_CHOICES]} />
      <TextArea name="additional_comment" label="Additional comment (optional)" rows={4} hint={maxCharactersHint(RETURN_COMMENT_MAX)} />
      <SubmitButton busyText="Sending…">Send request</SubmitButton>
    </DoorForm>
  );
}

/** The error that belongs to no line ("choose at least one piece") goes under the legend. */
function Pieces({ children }: { children: ReactNode }) {
  const field = useField(ITEMS_FIELD);
  const { idPrefix, errors } = useDoorFields();
  const error = field.error ?? errors[ITEMS_FIELD];
  const id = `${idPrefix}-${ITEMS_FIELD}`;
  return (
    <fieldset className={`return-lines${error ? " field--invalid" : ""}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Which pieces?</legend>
      <FieldMessages id={id} error={error} />
      {children}
    </fieldset>
  );
}
