// The forms every page can show, each defined in its own route folder (routes/newsletter, …) and handed to the
// components here by the shell (root.tsx): a component shows a site form without importing a route.
import { type ComponentType, createContext, useContext } from "react";

import type { FormResult } from "~/lib/forms/form";

export type EmailUsLabels = {
  title: string;
  subTitle: string;
  subject: string;
  full_name: string;
  last_name: string;
  email: string;
  text_area: string;
  button_text: string;
};

export type SiteForms = {
  NewsletterForm: ComponentType<{ id: string }>;
  SignInForm: ComponentType<{ redirect?: string | null }>;
  EmailUsForm: ComponentType<{ labels: EmailUsLabels }>;
  TrackOrderForm: ComponentType<{ id: string; values?: Record<string, string>; result?: FormResult }>;
};

const SiteFormsContext = createContext<SiteForms | null>(null);

export const SiteFormsProvider = SiteFormsContext.Provider;

/** Inside the shell's SiteFormsProvider (root.tsx), which wraps every page and error page. */
export function useSiteForms(): SiteForms {
  return useContext(SiteFormsContext)!;
}
