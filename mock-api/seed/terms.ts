/** A gift message is printed on a card in the box: its length, and until when a placed order's can change. */
export const GIFT_MESSAGE = { max_length: 200, editable_statuses: ["confirmed"] } as const;

/** The banner's promise, made by the API: every order may be hand-wrapped, free, and the message goes on its card. */
export const GIFT_WRAP = { amount: 0, title: "Hand-wrapped in our signature box, with a card" } as const;

/** The store's resizing terms: what GET /order-options states and what the content pages say. */
export const RESIZING = { times: 1, free: true, days: 60 } as const;
