import { useRouteLoaderData } from "@remix-run/react";

import type { loadShell } from "~/services/shell.server";

/** What root.tsx's loader answers, typed from the service rather than from root.tsx, which renders the components that read it. */
type RootLoader = () => Promise<Omit<Awaited<ReturnType<typeof loadShell>>, "setCookie">>;

export const useShell = () => useRouteLoaderData<RootLoader>("root");
