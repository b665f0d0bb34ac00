import { lazyPart } from "~/lib/lazy-part";

export const TrackOrderForm = lazyPart(() => import("./track-order.form").then((m) => m.TrackOrderForm));
