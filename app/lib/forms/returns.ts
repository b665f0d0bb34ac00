// Spec 3 "Return request": built from the order as it is when the post arrives, so a stale page cannot ask for more.
import { z } from "zod";

import { type FormDef, defineForm } from "./form";
import { limitCharacters } from "./messages";

export const RETURN_FORM_ID = "return-request";

// Spec 4 "Return types".
export const RETURN_TYPE_CHOICES = [
  { value: "1", label: "Return and refund" },
  { value: "2", label: "Repair or resize" },
] as const;

const TYPES: ReadonlySet<string> = new Set(RETURN_TYPE_CHOICES.map((choice) => choice.value));

export const RETURN_COMMENT_MAX = 1000;

export const NO_LINE_CHOSEN = "Choose at least one piece to return or repair";
export const CHOOSE_REASON = "Choose a reason";
export const CHOOSE_TYPE = "Choose return and refund, or repair or resize";
export const CHOOSE_QUANTITY = "Choose a quantity";
export const tooMany = (most: number) => `You can ask for at most ${most} of this piece`;

export const quantityField = (lineId: number) => `quantity_${lineId}`;
export const reasonField = (lineId: number) => `reason_${lineId}`;
export const ITEMS_FIELD = "items";

export type ReturnableLine = { id: number; returnable: number };

export type ReturnRequestItem = { order_product_id: number; quantity: number; reason: number; type: number };
export type ReturnRequestInput = { items: ReturnRequestItem[]; additional_comment?: string };

const selected = (empty: number | undefined) => (value: unknown) =>
  value === undefined || value === "" ? empty : typeof value === "string" ? Number(value) : value;

export function returnRequestSchema(lines: ReturnableLine[], reasonIds: number[]) {
  const shape: Record<string, z.ZodTypeAny> = {};
  for (const line of lines) {
    shape[quantityField(line.id)] = z.preprocess(
      selected(0),
      z
        .number({ invalid_type_error: CHOOSE_QUANTITY })
        .int(CHOOSE_QUANTITY)
        .min(0, CHOOSE_QUANTITY)
        .max(line.returnable, tooMany(line.returnable)),
    );
    shape[reasonField(line.id)] = z.preprocess(selected(undefined), z.number().optional().catch(undefined));
  }
  // Checked later: failing here would keep zod from reporting the other errors at once.
  shape.type = z.string().optional();
  shape.additional_comment = z.string().trim().max(RETURN_COMMENT_MAX, limitCharacters(RETURN_COMMENT_MAX)).optional();
  const allowed = new Set(reasonIds);
  return z
    .object(shape)
    .superRefine((values, context) => {
      const chosen = lines.filter((line) => (values[quantityField(line.id)] as number) > 0);
      if (!TYPES.has(values.type as string)) context.addIssue({ code: z.ZodIssueCode.custom, path: ["type"], message: CHOOSE_TYPE });
      if (chosen.length === 0) context.addIssue({ code: z.ZodIssueCode.custom, path: [ITEMS_FIELD], message: NO_LINE_CHOSEN });
      for (const line of chosen) {
        if (!allowed.has(values[reasonField(line.id)] as number)) {
          context.addIssue({ code: z.ZodIssueCode.custom, path: [reasonField(line.id)], message: CHOOSE_REASON });
        }
      }
    })
    .transform((values): ReturnRequestInput => {
      const type = Number(values.type);
      const items = lines
        .filter((line) => (values[quantityField(line.id)] as number) > 0)
        .map((line) => ({
          order_product_id: line.id,
          quantity: values[quantityField(line.id)] as number,
          reason: values[reasonField(line.id)] as number,
          type,
        }));
      const comment = values.additional_comment as string | undefined;
      return comment ? { items, additional_comment: comment } : { items };
    });
}

export function returnRequestForm(lines: ReturnableLine[], reasonIds: number[]): FormDef<ReturnType<typeof returnRequestSchema>> {
  return defineForm(RETURN_FORM_ID, returnRequestSchema(lines, reasonIds));
}

export function apiFieldNames(items: ReturnRequestItem[]): Record<string, string> {
  const names: Record<string, string> = {};
  items.forEach((item, index) => {
    names[`items.${index}.order_product_id`] = quantityField(item.order_product_id);
    names[`items.${index}.quantity`] = quantityField(item.order_product_id);
    names[`items.${index}.reason`] = reasonField(item.order_product_id);
    names[`items.${index}.type`] = "type";
  });
  return names;
}
