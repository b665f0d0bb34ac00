// The order's gift message, printed on a card in the box: written or changed on the order's page until it ships.
import { useMemo } from "react";
import { z } from "zod";

import { DoorForm } from "~/components/forms/DoorForm";
import { SubmitButton, TextArea } from "~/components/forms/Fields";
import { defineForm } from "~/lib/forms/form";
import { limitCharacters, maxCharactersHint } from "~/lib/forms/messages";

export const GIFT_MESSAGE_FORM_ID = "gift-message";

/** `max`: the API's limit (GET /order-options). Empty takes the message off. */
export function giftMessageForm(max: number) {
  return defineForm(GIFT_MESSAGE_FORM_ID, z.object({ gift_message: z.string().trim().max(max, limitCharacters(max)).default("") }));
}

export function GiftMessageForm({ message, max }: { message: string | null; max: number }) {
  const form = useMemo(() => giftMessageForm(max), [max]);
  return (
    <DoorForm form={form} defaultValues={{ gift_message: message ?? "" }} className="stack gift-message-form">
      <TextArea
        name="gift_message"
        label="Gift message"
        rows={3}
        hint={`${maxCharactersHint(max)}. We print it on a card in the box; leave it empty for none.`}
      />
      <SubmitButton busyText="Saving…" className="button button--outline">
        Save the gift message
      </SubmitButton>
    </DoorForm>
  );
}
