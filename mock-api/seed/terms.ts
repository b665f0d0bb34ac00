/** The store's resizing terms: what GET /order-options states and what the content pages say. */
export const RESIZING = { times: 1, free: true, days: 60 } as const;
